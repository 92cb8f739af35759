import type { PlayerID } from 'boardgame.io';
import { type CardId, cardOf, copyTrickDeal, playOutDeal, playTrickCard } from '@tabula/cards';
import { DECK, EXCUSE, HAND_SIZE, isOudler, strengthOf } from './cards';
import { ledCard, legalPlays, sideTookEveryTrick, takerSide, trickWinner } from './play';
import { dealResult, payments } from './scoring';
import type { TarotState } from './types';

// The computer's card search plays each sampled deal to its end many times: here, on plain arrays
// and by the rules' own functions (legalPlays, trickWinner, dealResult), without the game engine.

/** What a playout needs of a deal; it changes only the hands, the trick and the tricks. */
export type PlayoutState = Pick<
  TarotState,
  'seats' | 'contract' | 'partner' | 'hands' | 'trick' | 'tricks' | 'toAct' | 'discards' | 'kitty' | 'poignees'
>;

export const copyForPlayout = (G: PlayoutState): PlayoutState => copyTrickDeal(G);

const tricksPerDeal = (G: PlayoutState) => HAND_SIZE[G.seats.length]!;
const sideOf = (G: PlayoutState, seat: PlayerID) => {
  const takers = takerSide(G);
  return takers.includes(seat) ? takers : G.seats.filter((s) => !takers.includes(s));
};

/** Plays `card` for the seat to act, completing the trick with its last card (as the `play` move does). */
export function playCard(G: PlayoutState, card: CardId): void {
  playTrickCard(G, card, (deal, trick) => {
    const lastTrick = deal.tricks.length === tricksPerDeal(deal) - 1;
    const leader = trick.cards[0]!;
    return trickWinner(trick, lastTrick && leader.card === EXCUSE && sideTookEveryTrick(deal.tricks, sideOf(deal, leader.seat)));
  });
}

const points = (card: CardId) => cardOf(DECK, card).points;
const cheapest = (cards: readonly CardId[]) =>
  cards.reduce((best, card) =>
    points(card) < points(best) || (points(card) === points(best) && strengthOf(card) < strengthOf(best)) ? card : best,
  );

/**
 * A card as a sensible player would play it without looking ahead: a partner's trick gets points
 * (never an oudler), a trick that can be won is won as cheaply as possible (the Petit first), a
 * lost trick gets the cheapest card or now and then the Excuse (kept by its side, never in the
 * last trick). Leads, and a share of all plays, are random.
 */
export function heuristicCard(G: PlayoutState, legal: readonly CardId[], random: () => number): CardId {
  const pickAny = () => legal[Math.floor(random() * legal.length)]!;
  if (legal.length === 1 || ledCard(G.trick) === undefined || random() < 0.15) return pickAny();
  const seat = G.toAct;
  const side = sideOf(G, seat);
  const lastTrick = G.tricks.length === tricksPerDeal(G) - 1;
  const plain = legal.filter((card) => card !== EXCUSE);
  if (plain.length === 0) return pickAny();
  if (side.includes(trickWinner(G.trick, false))) {
    const smears = plain.filter((card) => !isOudler(card));
    return (smears.length > 0 ? smears : plain).reduce((best, card) => (points(card) > points(best) ? card : best));
  }
  const winning = plain.filter(
    (card) => trickWinner({ leader: G.trick.leader, cards: [...G.trick.cards, { seat, card }] }, false) === seat,
  );
  if (winning.length > 0) return winning.reduce((best, card) => (strengthOf(card) < strengthOf(best) ? card : best));
  if (!lastTrick && legal.includes(EXCUSE) && random() < 0.3) return EXCUSE;
  return cheapest(plain);
}

/** How a playout goes on: by the rules' legal plays and `heuristicCard`, to the last trick. */
export const PLAYOUT = {
  play: playCard,
  legalNow: (G: PlayoutState) => legalPlays(G.hands[G.toAct] ?? [], G.trick),
  policy: heuristicCard,
  isOver: (G: PlayoutState) => G.tricks.length >= tricksPerDeal(G),
};

/** Plays the deal to its last trick, every seat by `heuristicCard`. */
export function playOut(G: PlayoutState, random: () => number): void {
  playOutDeal(G, PLAYOUT, random);
}

/** What the finished deal pays `seat`, as the score sheet has it. */
export function payoffOf(G: PlayoutState, seat: PlayerID): number {
  const result = dealResult(G as TarotState);
  return payments(G.seats, result.takers, result.value)[seat] ?? 0;
}
