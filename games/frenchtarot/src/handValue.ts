import { cardOf, type CardId } from '@tabula/cards';
import { DECK, EXCUSE, HAND_SIZE, PETIT, TWENTY_ONE, isKing, isTrump, strengthOf } from './cards';
import { callableCards } from './calling';
import { CONTRACT_KINDS, type BidCall, type ContractKind } from './types';

// How the computer judges its hand before a card is played, by the point count tarot players use
// to decide a bid (a search cannot: its playouts deal every unseen card at random).

const SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
const HONOUR_POINTS: Record<string, number> = { K: 6, Q: 3, C: 2, J: 1 };

/**
 * The hand's worth on the four-player scale (18 cards): 2 a trump, 1 more for each of 16-20, the
 * 21 10, the Excuse 8, the Petit 5 to 8 with enough trumps to guard it (0 alone); kings 6, queens 3
 * (2 more beside their king), knights 2, jacks 1; a long suit 5 to 9; a void 6 and a singleton 3
 * for a hand with trumps to cut with. Hands of 24 or 15 cards are scaled to 18.
 */
export function handWorth(hand: readonly CardId[]): number {
  const trumps = hand.filter(isTrump);
  let worth = trumps.length * 2 + trumps.filter((card) => strengthOf(card) >= 16 && strengthOf(card) <= 20).length;
  if (hand.includes(TWENTY_ONE)) worth += 10;
  if (hand.includes(EXCUSE)) worth += 8;
  if (hand.includes(PETIT)) worth += trumps.length >= 7 ? 8 : trumps.length >= 5 ? 5 : 0;
  for (const suit of SUITS) {
    const ofSuit = hand.filter((card) => cardOf(DECK, card).suit === suit).map((card) => cardOf(DECK, card).rank);
    for (const rank of ofSuit) worth += HONOUR_POINTS[rank] ?? 0;
    if (ofSuit.includes('K') && ofSuit.includes('Q')) worth += 2;
    if (ofSuit.length >= 5) worth += Math.min(9, 5 + 2 * (ofSuit.length - 5));
    if (trumps.length >= 4) worth += ofSuit.length === 0 ? 6 : ofSuit.length === 1 ? 3 : 0;
  }
  return (worth * 18) / (HAND_SIZE[handSizePlayers(hand.length)] ?? 18);
}

// The number of players a hand (before the chien) belongs to, from its size.
function handSizePlayers(size: number): number {
  return size >= 24 ? 3 : size >= 18 ? 4 : 5;
}

/** The worth from which each contract is worth bidding, on the four-player scale. */
export const BID_FROM: Record<ContractKind, number> = { petite: 40, garde: 56, gardeSans: 71, gardeContre: 81 };

/** The highest contract the hand is worth, or null. */
export function contractWorth(hand: readonly CardId[]): ContractKind | null {
  const worth = handWorth(hand);
  return [...CONTRACT_KINDS].reverse().find((kind) => worth >= BID_FROM[kind]) ?? null;
}

/** The bid the hand is worth among the legal ones: its contract when that is still legal, else pass. */
export function bidFor(hand: readonly CardId[], legal: readonly BidCall[]): BidCall {
  const kind = contractWorth(hand);
  return kind !== null && legal.includes(kind) ? kind : 'pass';
}

/** The card to call: the king (or queen...) of the suit where the taker holds most cards without it. */
export function cardToCall(hand: readonly CardId[]): CardId {
  const options = callableCards(hand).filter((card) => !hand.includes(card));
  const pool = options.length > 0 ? options : callableCards(hand);
  const length = (card: CardId) => hand.filter((c) => cardOf(DECK, c).suit === cardOf(DECK, card).suit).length;
  return pool.reduce((best, card) => (length(card) > length(best) ? card : best));
}

/**
 * The next card to put aside: from the shortest suit without a king (a void to trump in), the most
 * card points first (a queen or knight the defenders could take); a suit with its king is kept (the
 * king cannot go, and a queen beside it may win a trick); a trump only when the rules force it.
 */
export function cardToDiscard(hand: readonly CardId[], legal: readonly CardId[]): CardId {
  const ofSuit = (card: CardId) => hand.filter((c) => cardOf(DECK, c).suit === cardOf(DECK, card).suit);
  const kept = (card: CardId) => (ofSuit(card).some(isKing) ? 100 : 0);
  const key = (card: CardId) => (isTrump(card) ? 1000 : 0) + kept(card) + ofSuit(card).length * 10 - cardOf(DECK, card).points;
  return legal.reduce((best, card) => (key(card) < key(best) ? card : best));
}

/** A slam only with a hand that cannot lose a trick by any count: far beyond a garde contre. */
export const slamWorth = (hand: readonly CardId[]) => handWorth(hand) >= 130;
