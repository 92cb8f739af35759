import { cardOf, type CardId } from '@tabula/cards';
import { DECK, FACE_RANKS_HIGH_FIRST } from './cards';

/**
 * The cards a taker at five may call: any king; holding all four kings, any queen too; holding all
 * kings and queens, any knight too; and so on. Calling a card of one's own hand means playing alone.
 */
export function callableCards(hand: readonly CardId[]): CardId[] {
  const callable: CardId[] = [];
  for (const rank of FACE_RANKS_HIGH_FIRST) {
    const ofRank = DECK.cards.filter((card) => card.suit !== 'trumps' && card.rank === rank).map((card) => card.id);
    callable.push(...ofRank);
    if (!ofRank.every((card) => hand.includes(card))) break;
  }
  return callable;
}

export const isFaceCard = (card: CardId) => FACE_RANKS_HIGH_FIRST.includes(cardOf(DECK, card).rank as 'K');
