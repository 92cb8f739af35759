import type { Ctx, PlayerID } from 'boardgame.io';
import { handsView } from '@tabula/cards';
import type { TarotState } from './types';

/**
 * A seat's view: its own hand and the others' counts; the chien once turned face up (petite, garde); the
 * discards to the taker (the others see the trumps among them and the count); the partner only once
 * the called card is played (or to the partner); everything at the end of the deal.
 */
export type TarotView = TarotState & { handCounts: Record<PlayerID, number>; kittyCount: number; discardCount: number };

export const isRevealed = (G: TarotState, ctx: Pick<Ctx, 'gameover'>) => G.revealed || ctx.gameover !== undefined;

export function playerView({ G, ctx, playerID }: { G: TarotState; ctx: Ctx; playerID: PlayerID | null }): TarotView {
  const reveal = isRevealed(G, ctx);
  const { hands, handCounts } = handsView(G.hands, playerID, reveal ? G.seats : []);
  const taker = G.contract?.taker;
  return {
    ...G,
    hands,
    handCounts,
    dealtHands: reveal ? G.dealtHands : {},
    kitty: reveal || G.kittyShown ? G.kitty : [],
    kittyCount: G.kitty.length,
    discards: reveal || (playerID !== null && playerID === taker) ? G.discards : [],
    discardCount: G.discards.length,
    partner: reveal || G.partnerRevealed || (playerID !== null && playerID === G.partner) ? G.partner : null,
  };
}
