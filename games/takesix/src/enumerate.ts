import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, PICK_STAGE } from '@tabula/game-kit';
import { pickableCards, rowsToChoose } from './moves';
import { CHOOSE_ROW_STAGE } from './round';
import type { TakeSixState } from './types';
import type { TakeSixView } from './view';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now, from the state or the seat's own view. */
export function enumerateMoves(G: TakeSixState | TakeSixView, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || G.finished) return [];
  const stage = ctx.activePlayers?.[seat];
  if (ctx.phase === 'play' && (stage === PICK_STAGE || stage === ASIDE_STAGE)) {
    return pickableCards(G, seat).map((card) => ({ move: 'pick', args: [G.picks.round, { card }] }));
  }
  if (ctx.phase === 'play' && stage === CHOOSE_ROW_STAGE) {
    return rowsToChoose(G, seat).map((row) => ({ move: 'chooseRow', args: [row] }));
  }
  if (ctx.phase === 'dealEnd' && stage !== undefined && !G.confirmed.includes(seat)) return [{ move: 'nextDeal', args: [] }];
  return [];
}
