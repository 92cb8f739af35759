import type { Ctx, PlayerID } from 'boardgame.io';
import type { Knowledge } from './knowledge';
import type { ZooParadeState } from './types';

/** A card in a hand as a viewer receives it: always its id and marks, its animal and value only when the viewer may see them. */
export interface CardView {
  id: number;
  knowledge: Knowledge;
  clued: boolean;
  colour?: number;
  value?: number;
}

/**
 * A viewer's state: no deck (only its size); every hand's ids and marks; the cards of every hand but
 * the viewer's own. A spectator sees no card in any hand until the end, so that a seat's player
 * watching as a spectator learns nothing about their own hand; at the end every hand is shown to all.
 */
export type ZooParadeView = Omit<ZooParadeState, 'deck' | 'hands'> & {
  deckSize: number;
  hands: Record<PlayerID, CardView[]>;
};

/** Whether the viewer may see the cards of the seat's hand. */
export const seesHandOf = (G: Pick<ZooParadeState, 'finished'>, viewer: PlayerID | null, seat: PlayerID) =>
  G.finished || (viewer !== null && viewer !== seat);

export function playerView({ G, playerID }: { G: ZooParadeState; ctx: Ctx; playerID: PlayerID | null }): ZooParadeView {
  const { deck, hands, ...visible } = G;
  const viewer = playerID ?? null;
  const shownHands = Object.fromEntries(
    Object.entries(hands).map(([seat, hand]) => [
      seat,
      hand.map(
        ({ id, knowledge, clued, colour, value }): CardView =>
          seesHandOf(G, viewer, seat) ? { id, knowledge, clued, colour, value } : { id, knowledge, clued },
      ),
    ]),
  );
  return { ...visible, deckSize: deck.length, hands: shownHands };
}
