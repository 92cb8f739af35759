import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import type { SchafkopfState } from './types';

/** A seat's view: its own hand, the others as counts; the partner only once public (or to the partner); everything at the reveal. */
export type SchafkopfView = SchafkopfState & { handCounts: Record<PlayerID, number> };

export const isRevealed = (G: SchafkopfState, ctx: Pick<Ctx, 'gameover'>) => G.revealed || ctx.gameover !== undefined;

export function playerView({ G, ctx, playerID }: { G: SchafkopfState; ctx: Ctx; playerID: PlayerID | null }): SchafkopfView {
  const reveal = isRevealed(G, ctx);
  const { hands, handCounts } = handsView(G.hands, playerID, reveal ? G.seats : []);
  return {
    ...G,
    hands,
    handCounts,
    dealtHands: reveal ? G.dealtHands : {},
    // The partner knows it from the called ace in their own hand.
    partner: reveal || G.partnerRevealed || (playerID !== null && playerID === G.partner) ? G.partner : null,
  };
}
