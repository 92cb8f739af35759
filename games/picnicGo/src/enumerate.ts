import type { Ctx, PlayerID } from 'boardgame.io';
import { ASIDE_STAGE, PICK_STAGE, seatsInPlay } from '@tabula/game-kit';
import { legalPicks } from './moves';
import type { PicnicGoState } from './types';
import type { PicnicGoView } from './view';

export type EnumeratedMove = { move: string; args: unknown[] };

/** Exactly the legal moves of `seat` now, from the state or the seat's own view. */
export function enumerateMoves(G: PicnicGoState | PicnicGoView, ctx: Ctx, seat: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined || G.finished) return [];
  const stage = ctx.activePlayers?.[seat];
  if (ctx.phase === 'play' && (stage === PICK_STAGE || stage === ASIDE_STAGE)) {
    return legalPicks(G, seat).map((pick) => ({ move: 'pick', args: [G.picks.round, pick] }));
  }
  if (ctx.phase === 'roundEnd' && stage !== undefined && !G.confirmed.includes(seat) && seatsInPlay(G, ctx).includes(seat))
    return [{ move: 'ready', args: [] }];
  return [];
}
