import type { PlayerID } from 'boardgame.io';
import { type CardId, copyTrickDeal, playOutDeal, playTrickCard, TRUMP } from '@tabula/cards';
import { cardPoints, RULES, TRULL } from './cards';
import { legalCards, TRICKS_PER_DEAL, takerSide, trickWinner } from './play';
import type { ZwanzigerrufenState } from './types';

// The computer's card search plays each sampled deal to its end many times: here, on plain arrays
// and by the rules' own functions (legalCards, trickWinner), without the game engine's moves.

/** What a playout changes: the hands and the tricks; the rest of the deal is shared. */
export type PlayoutState = Pick<
  ZwanzigerrufenState,
  'seats' | 'contract' | 'partner' | 'hands' | 'trick' | 'tricks' | 'toAct' | 'dealtHands' | 'announcements'
> & { revealed: false };

export const copyForPlayout = (G: PlayoutState): PlayoutState => copyTrickDeal(G);

/** Plays `card` for the seat to act, completing the trick when it is the fourth card. */
export function playCard(G: PlayoutState, card: CardId) {
  playTrickCard(G, card, trickWinner);
}

export const legalNow = (G: PlayoutState) => legalCards(G as ZwanzigerrufenState, 'play', G.toAct);

const isHighTarock = (card: CardId) => RULES.suitOf(card) === TRUMP && RULES.strength(card) >= RULES.strength(TRULL[1]!) - 4;
const cheapest = (cards: readonly CardId[]) =>
  cards.reduce((best, card) =>
    cardPoints(card) < cardPoints(best) || (cardPoints(card) === cardPoints(best) && RULES.strength(card) < RULES.strength(best))
      ? card
      : best,
  );

/**
 * A card as a sensible player would play it without looking ahead: a partner's trick gets points
 * (not a Trull card or a high tarock), a trick that can be won is won as cheaply as possible,
 * otherwise the cheapest card goes. Leads, and a share of all plays, are random.
 */
export function heuristicCard(G: PlayoutState, legal: readonly CardId[], random: () => number): CardId {
  if (legal.length === 1 || G.trick.cards.length === 0 || random() < 0.15) return legal[Math.floor(random() * legal.length)]!;
  const seat = G.toAct;
  const side = takerSide(G);
  const mine = (other: PlayerID) => side.includes(other) === side.includes(seat);
  const leading = trickWinner(G, G.trick);
  if (mine(leading)) {
    const smears = legal.filter((card) => !TRULL.includes(card) && !isHighTarock(card));
    const pool = smears.length > 0 ? smears : legal;
    return pool.reduce((best, card) => (cardPoints(card) > cardPoints(best) ? card : best));
  }
  const winning = legal.filter(
    (card) => trickWinner(G, { leader: G.trick.leader, cards: [...G.trick.cards, { seat, card }] }) === seat,
  );
  if (winning.length > 0) return winning.reduce((best, card) => (RULES.strength(card) < RULES.strength(best) ? card : best));
  return cheapest(legal);
}

/** How a playout goes on: by the rules' legal cards and `heuristicCard`, to the last trick. */
export const PLAYOUT = {
  play: playCard,
  legalNow,
  policy: heuristicCard,
  isOver: (G: PlayoutState) => G.tricks.length >= TRICKS_PER_DEAL,
};

/** Plays the deal to its last trick, every seat by `heuristicCard`. */
export function playOut(G: PlayoutState, random: () => number) {
  playOutDeal(G, PLAYOUT, random);
}
