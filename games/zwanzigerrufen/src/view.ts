import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import type { ZwanzigerrufenState } from './types';

/** A seat's view: its own hand, the others as counts; the partner only once public (or to the partner); everything at the reveal. */
export type ZwanzigerrufenView = ZwanzigerrufenState & { handCounts: Record<PlayerID, number> };

export const isRevealed = (G: ZwanzigerrufenState, ctx: Pick<Ctx, 'gameover'>) => G.revealed || ctx.gameover !== undefined;

export function playerView({
  G,
  ctx,
  playerID,
}: {
  G: ZwanzigerrufenState;
  ctx: Ctx;
  playerID: PlayerID | null;
}): ZwanzigerrufenView {
  const reveal = isRevealed(G, ctx);
  const { hands, handCounts } = handsView(G.hands, playerID, reveal ? G.seats : []);
  return {
    ...G,
    hands,
    handCounts,
    dealtHands: reveal ? G.dealtHands : {},
    // The partner knows it from the called tarock in its own hand; the taker does not.
    partner: reveal || G.partnerRevealed || (playerID !== null && playerID === G.partner) ? G.partner : null,
  };
}
