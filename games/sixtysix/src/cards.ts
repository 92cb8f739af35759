import { cardOf, contractRules, DECKS, idOf, suitFaces, type CardId, type FrenchSuit, type TrickRules } from '@tabula/cards';

export const DECK = DECKS.french24;
export const SUITS: readonly FrenchSuit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
/** Highest first: A 11, 10 10, K 4, Q 3, J 2, 9 0. */
export const RANKS_HIGH_FIRST = ['A', '10', 'K', 'Q', 'J', '9'] as const;
const PLAIN_ORDER = [...RANKS_HIGH_FIRST].reverse();

export const suitOf = (card: CardId) => cardOf(DECK, card).suit as FrenchSuit;
export const rankOf = (card: CardId) => cardOf(DECK, card).rank;
export const kingOf = (suit: FrenchSuit) => idOf(DECK, suit, 'K');
export const queenOf = (suit: FrenchSuit) => idOf(DECK, suit, 'Q');
export const trumpNineOf = (suit: FrenchSuit) => idOf(DECK, suit, '9');

const rulesCache = new Map<string, TrickRules>();

/**
 * The trick rules of a round: highest trump wins, else highest of the suit led. `strict` is the
 * play after closing or once the stock is exhausted: follow suit and head the trick, else trump.
 */
export function trickRules(trumpSuit: FrenchSuit, strict: boolean): TrickRules {
  const key = `${trumpSuit}:${strict}`;
  let rules = rulesCache.get(key);
  if (!rules) {
    rules = contractRules(DECK, {
      trumps: suitFaces(trumpSuit, RANKS_HIGH_FIRST),
      plainOrder: PLAIN_ORDER,
      mustTrump: strict,
      mustHead: strict,
    });
    rulesCache.set(key, rules);
  }
  return rules;
}
