import type { PlayerID } from 'boardgame.io';
import { cardOf, trickWinner, TRUMP, type CardId, type Trick, type TrickRules } from '@tabula/cards';
import { cardPoints, DECK } from './cards';

// The few cards a player would consider, for the computer's search: its time allows a handful of
// playouts a move (the game's rules run for every card of a playout), too few to tell a dozen cards
// apart, and random playouts that throw aces under the other side's trumps say little. Pruned to
// these, the search compares real choices and its playouts look more like play.

const isTrump = (rules: TrickRules, card: CardId) => rules.hasTrumps && rules.suitOf(card) === TRUMP;

/** Lowest first: plain cards before trumps, then by strength. */
const cheaper = (rules: TrickRules) => (a: CardId, b: CardId) =>
  Number(isTrump(rules, a)) - Number(isTrump(rules, b)) || rules.strength(a) - rules.strength(b);

/** Fewest points first, then plain cards before trumps, then weakest. */
const discardOrder = (rules: TrickRules) => (a: CardId, b: CardId) => cardPoints(a) - cardPoints(b) || cheaper(rules)(a, b);

const first = <T>(values: readonly T[], order: (a: T, b: T) => number): T | undefined => [...values].sort(order)[0];

/**
 * Of the legal cards: leading, a plain ace, the lowest and the highest trump and the cheapest plain
 * card; following, the cheapest card that takes the trick now, the cheapest card to give, and the
 * card worth most (to give a partner's trick its points). Every card when there are two or fewer.
 */
export function sensibleCards(legal: readonly CardId[], trick: Trick, seat: PlayerID, rules: TrickRules): CardId[] {
  if (legal.length <= 2) return [...legal];
  const chosen = new Set<CardId>();
  const add = (card: CardId | undefined) => {
    if (card !== undefined) chosen.add(card);
  };
  const mostPoints = (a: CardId, b: CardId) => cardPoints(b) - cardPoints(a) || cheaper(rules)(a, b);
  if (trick.cards.length === 0) {
    const trumps = legal.filter((card) => isTrump(rules, card));
    const plain = legal.filter((card) => !isTrump(rules, card));
    add(plain.find((card) => cardOf(DECK, card).rank === 'A'));
    add(first(trumps, cheaper(rules)));
    add(first(trumps, (a, b) => rules.strength(b) - rules.strength(a)));
    add(first(plain, discardOrder(rules)));
  } else {
    const winners = legal.filter((card) => trickWinner({ ...trick, cards: [...trick.cards, { seat, card }] }, rules) === seat);
    add(first(winners, cheaper(rules)));
    add(first(legal, discardOrder(rules)));
    add(first(legal, mostPoints));
  }
  return legal.filter((card) => chosen.has(card));
}
