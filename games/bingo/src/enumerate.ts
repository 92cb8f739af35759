import type { Ctx, PlayerID } from 'boardgame.io';
import { CELLS, FREE_CELL } from './card';
import type { BingoState } from './types';

export type BingoMove = { move: 'mark' | 'unmark'; args: [number] } | { move: 'claim'; args: [number] };

/**
 * What a seat may do: mark any unmarked square or unmark a marked one, and claim while it has
 * claims left. The call of the next number is the server clock's, never a seat's: not listed.
 */
export function enumerateMoves(G: BingoState, ctx: Ctx, playerID: PlayerID): BingoMove[] {
  const marks = G.marks[playerID];
  if (ctx.gameover !== undefined || G.winner !== null || G.allCalled || !marks || G.cards[playerID]?.length !== CELLS) return [];
  const moves: BingoMove[] = [];
  for (let cell = 0; cell < CELLS; cell += 1) {
    if (cell !== FREE_CELL) moves.push({ move: marks.includes(cell) ? 'unmark' : 'mark', args: [cell] });
  }
  const left = G.claimsLeft[playerID] ?? 0;
  if (left > 0) moves.push({ move: 'claim', args: [left] });
  return moves;
}
