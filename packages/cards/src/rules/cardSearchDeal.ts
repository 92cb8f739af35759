import type { PlayerID } from 'boardgame.io';
import type { CardId } from '../deck';
import { newTrick, type Trick } from './trick';

/** What a playout of a trick-taking deal changes: the hands, the trick, the tricks and the seat to act. */
export interface TrickDeal {
  seats: readonly PlayerID[];
  hands: Record<PlayerID, CardId[]>;
  trick: Trick;
  tricks: Array<Trick & { winner: PlayerID }>;
  toAct: PlayerID;
}

/** A copy of the deal whose hands, trick and tricks a playout may change; everything else is shared. */
export function copyTrickDeal<S extends TrickDeal>(G: S): S {
  return {
    ...G,
    hands: Object.fromEntries(Object.entries(G.hands).map(([seat, hand]) => [seat, [...hand]])),
    trick: { leader: G.trick.leader, cards: [...G.trick.cards] },
    tricks: [...G.tricks],
  };
}

/**
 * Plays `card` for the seat to act: the next seat in `G.seats` acts, or, with the trick's last card,
 * the trick goes to `winnerOf(G, trick)` (asked before the trick joins `G.tricks`), who leads the next.
 */
export function playTrickCard<S extends TrickDeal>(G: S, card: CardId, winnerOf: (G: S, trick: Trick) => PlayerID): void {
  const seat = G.toAct;
  const hand = G.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  G.trick.cards.push({ seat, card });
  if (G.trick.cards.length < G.seats.length) {
    G.toAct = G.seats[(G.seats.indexOf(seat) + 1) % G.seats.length]!;
    return;
  }
  const winner = winnerOf(G, G.trick);
  G.tricks.push({ ...G.trick, winner });
  G.trick = newTrick(winner);
  G.toAct = winner;
}
