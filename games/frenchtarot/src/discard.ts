import type { CardId } from '@tabula/cards';
import { isKing, isOudler, isTrump } from './cards';

/** A card that may never go to the discard: a king or an oudler (the Petit, the 21, the Excuse). */
const neverDiscarded = (card: CardId) => isKing(card) || isOudler(card);

/**
 * The cards the taker may put aside next, one at a time, while `left` more are to go: no king, no
 * oudler; a trump only when the other cards that may go are too few for the discards left.
 */
export function discardableCards(hand: readonly CardId[], left: number): CardId[] {
  if (left <= 0) return [];
  const plain = hand.filter((card) => !neverDiscarded(card) && !isTrump(card));
  if (plain.length >= left) return plain;
  return hand.filter((card) => !neverDiscarded(card));
}
