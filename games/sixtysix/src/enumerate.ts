import type { Ctx, PlayerID } from 'boardgame.io';
import { canClaimOut, canClose, canExchangeTrumpNine, isSeat, marriageSuits, mustDraw, playableCards, seatToAct } from './rules';
import type { Table } from './types';

export type EnumeratedMove = { move: string; args: unknown[] };

/**
 * Every legal move of the seat, from its own view or the whole state. "Quit" is left out, as
 * resigning is for every game: a bot or a random playout never ends the match that way.
 */
export function enumerate(G: Table, ctx: Ctx, playerID: PlayerID): EnumeratedMove[] {
  if (!isSeat(playerID) || ctx.gameover !== undefined) return [];
  if (ctx.phase === 'roundEnd') return G.confirmed.includes(playerID) ? [] : [{ move: 'nextRound', args: [] }];
  // A view that does not hold the seat's hand (another seat's, a spectator's) offers it nothing.
  if (ctx.phase !== 'play' || seatToAct(G) !== playerID || ctx.currentPlayer !== playerID || !G.hands[playerID]) return [];
  const moves: EnumeratedMove[] = [];
  if (mustDraw(G, playerID)) moves.push({ move: 'draw', args: [] });
  if (canClose(G, playerID)) moves.push({ move: 'close', args: [] });
  if (canExchangeTrumpNine(G, playerID)) moves.push({ move: 'exchangeTrumpNine', args: [] });
  for (const suit of marriageSuits(G, playerID)) moves.push({ move: 'declareMarriage', args: [{ suit }] });
  if (canClaimOut(G, playerID)) moves.push({ move: 'claimOut', args: [] });
  for (const card of playableCards(G, playerID)) moves.push({ move: 'play', args: [{ card }] });
  return moves;
}
