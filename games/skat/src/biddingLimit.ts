import { cardOf, type CardId } from '@tabula/cards';
import { BASE_VALUES } from './bidding';
import { DECK, SUITS, trumpIds } from './cards';
import type { SkatSuit } from './types';

/**
 * Matadors "with" or "without": how many of the game's top trumps, from the club jack down, the
 * hand holds in an unbroken run, or lacks in an unbroken run.
 */
export function matadors(hand: readonly CardId[], trumps: readonly CardId[]): number {
  const held = new Set(hand);
  const withTop = held.has(trumps[0]!);
  let run = 0;
  while (run < trumps.length && held.has(trumps[run]!) === withTop) run += 1;
  return run;
}

const isJack = (id: CardId) => cardOf(DECK, id).rank === 'J';

/** Side aces, and side tens guarded by the ace or king of their suit (they are likely to score). */
function sideStrength(hand: readonly CardId[], trumps: ReadonlySet<CardId>): number {
  const side = hand.filter((id) => !trumps.has(id)).map((id) => cardOf(DECK, id));
  const holds = (suit: string, rank: string) => side.some((card) => card.suit === suit && card.rank === rank);
  const aces = side.filter((card) => card.rank === 'A').length;
  const guardedTens = side.filter((card) => card.rank === '10' && (holds(card.suit, 'A') || holds(card.suit, 'K'))).length;
  return aces + guardedTens / 2;
}

/**
 * A suit game is worth bidding with five trumps and two side aces, six trumps and one ace, or seven
 * trumps (a player's rule of thumb, which leaves room for the two skat cards to help).
 */
function suitGameValue(hand: readonly CardId[], suit: SkatSuit): number {
  const trumps = trumpIds(suit);
  const trumpSet = new Set(trumps);
  const held = hand.filter((id) => trumpSet.has(id));
  const jacks = held.filter(isJack).length;
  if (held.length < 5 || jacks === 0) return 0;
  if (held.length + sideStrength(hand, trumpSet) < 7) return 0;
  return (matadors(hand, trumps) + 1) * BASE_VALUES[suit];
}

/** A grand needs the jacks and the aces: three jacks and two aces, or all four jacks and one. */
function grandValue(hand: readonly CardId[]): number {
  const jacks = trumpIds('grand');
  const held = hand.filter(isJack).length;
  const aces = hand.filter((id) => cardOf(DECK, id).rank === 'A').length;
  const playable = (held >= 3 && aces >= 2) || (held === 4 && aces >= 1) || (held >= 2 && aces >= 4);
  return playable ? (matadors(hand, jacks) + 1) * BASE_VALUES.grand : 0;
}

/**
 * The highest value a computer player bids or holds with this hand: the value of the best game it
 * expects to win (0: it passes at once). Null games are left to the search once it declares.
 */
export function biddingLimit(hand: readonly CardId[]): number {
  return Math.max(grandValue(hand), ...SUITS.map((suit) => suitGameValue(hand, suit)));
}
