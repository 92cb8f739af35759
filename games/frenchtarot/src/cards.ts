import { DECKS, cardOf, idOf, type CardId } from '@tabula/cards';

/** The 78-card French tarot pack of @tabula/cards. */
export const DECK = DECKS.tarot78;
export const DECK_NAME = 'tarot78' as const;

export const EXCUSE: CardId = idOf(DECK, 'trumps', 'excuse');
export const PETIT: CardId = idOf(DECK, 'trumps', '1');
export const TWENTY_ONE: CardId = idOf(DECK, 'trumps', '21');
export const OUDLERS: readonly CardId[] = [PETIT, TWENTY_ONE, EXCUSE];

const SUIT_RANKS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'C', 'Q', 'K'];
export const FACE_RANKS_HIGH_FIRST = ['K', 'Q', 'C', 'J'] as const;

export const isOudler = (card: CardId) => OUDLERS.includes(card);
/** A trump 1-21 (the Excuse is no trump to follow or to beat with). */
export const isTrump = (card: CardId) => cardOf(DECK, card).suit === 'trumps' && card !== EXCUSE;
export const isKing = (card: CardId) => cardOf(DECK, card).suit !== 'trumps' && cardOf(DECK, card).rank === 'K';
/** 'trumps' for trumps and the Excuse, else the suit. */
export const suitOf = (card: CardId): string => cardOf(DECK, card).suit;

/** Higher beats lower within a suit: trumps by number, suit cards 1 up to the King. */
export function strengthOf(card: CardId): number {
  const { suit, rank } = cardOf(DECK, card);
  if (suit === 'trumps') return rank === 'excuse' ? 0 : Number(rank);
  return SUIT_RANKS.indexOf(rank) + 1;
}

/** Cards and kitty by number of players (French federation): 24 + 6, 18 + 6, 15 + 3. */
export const HAND_SIZE: Record<number, number> = { 3: 24, 4: 18, 5: 15 };
export const KITTY_SIZE: Record<number, number> = { 3: 6, 4: 6, 5: 3 };

export const pointsOfCards = (cards: readonly CardId[]) => cards.reduce((sum, card) => sum + cardOf(DECK, card).points, 0);
