import { handsView, type CardId } from '@tabula/cards';
import { secretCards } from '@tabula/cards/testing';
import type { Ctx, PlayerID } from 'boardgame.io';
import { ALL_CARDS, DECK_NAME } from './cards';
import { isOuvert } from './contract';
import { SEATS } from './dealing';
import type { SkatState, SkatView } from './types';

/** The round end (and the match end) shows every card of the deal. */
export const isReveal = (G: SkatState, ctx: Pick<Ctx, 'gameover'>) => G.stage === 'roundEnd' || ctx.gameover !== undefined;

/** Hands open to everyone: the declarer's in an ouvert game once declared; all of them at the reveal. */
export function openSeats(G: SkatState, ctx: Pick<Ctx, 'gameover'>): PlayerID[] {
  if (isReveal(G, ctx)) return [...SEATS];
  return isOuvert(G.contract) && G.declarer !== null ? [G.declarer] : [];
}

/** Cards played in this deal (public). */
export function playedCards(G: Pick<SkatState, 'tricks' | 'trick'>): CardId[] {
  return [...G.tricks.flatMap((t) => t.trick.cards), ...G.trick.cards].map((p) => p.card);
}

/** Every card the viewer may know where it is: its own hand, open hands, played cards, its own discards. */
export function visibleCards(G: SkatState, ctx: Pick<Ctx, 'gameover'>, viewer: PlayerID | null): Set<CardId> {
  if (isReveal(G, ctx)) return new Set(ALL_CARDS);
  const seen = new Set(playedCards(G));
  for (const seat of SEATS) if (seat === viewer || openSeats(G, ctx).includes(seat)) for (const c of G.hands[seat]!) seen.add(c);
  if (viewer !== null && viewer === G.declarer) for (const c of G.discards) seen.add(c);
  return seen;
}

/** What a seat (or a spectator, null) receives: other hands as counts, the skat and others' discards hidden until the reveal. */
export function playerView({ G, ctx, playerID }: { G: SkatState; ctx: Ctx; playerID: PlayerID | null }): SkatView {
  const reveal = isReveal(G, ctx);
  const { hands, handCounts } = handsView(G.hands, playerID, openSeats(G, ctx));
  return {
    ...G,
    hands,
    handCounts,
    skat: reveal ? G.skat : [],
    discards: reveal || (playerID !== null && playerID === G.declarer) ? G.discards : [],
    dealtHands: reveal ? G.dealtHands : {},
  };
}

/** Every card the viewer may not receive: all those it may not know where they are. */
export function secrets(G: SkatState, ctx: Ctx, viewer: PlayerID | null) {
  const seen = visibleCards(G, ctx, viewer);
  return secretCards(
    ALL_CARDS.filter((card) => !seen.has(card)),
    DECK_NAME,
  );
}
