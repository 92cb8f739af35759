import { cardOf, sortHand, type CardId } from '@tabula/cards';
import { DECK, EXCUSE, strengthOf } from '../cards';

// Suits alternate in colour: clubs, hearts, spades, diamonds.
const SUIT_PLACE: Record<string, number> = { trumps: 0, clubs: 1, hearts: 2, spades: 3, diamonds: 4 };

/** The hand as shown: trumps from the 21 down, the Excuse after them, then each suit from the King down. */
export function displayOrder(hand: readonly CardId[]): CardId[] {
  return sortHand(hand, (card) => {
    if (card === EXCUSE) return 99;
    return SUIT_PLACE[cardOf(DECK, card).suit]! * 100 + 50 - strengthOf(card);
  });
}

/** The group a card is drawn in (a small gap between groups). */
export const groupOf = (card: CardId) => (card === EXCUSE ? 'trumps' : cardOf(DECK, card).suit);
