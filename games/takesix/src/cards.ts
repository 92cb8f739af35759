/** A card of Take 6! is its number, 1 to 104. */
export type CardNumber = number;

export const LOWEST_CARD = 1;
export const HIGHEST_CARD = 104;
export const ROW_COUNT = 4;
export const HAND_SIZE = 10;
/** A row holds at most five cards: the sixth takes it. */
export const ROW_LIMIT = 5;

/** The penalty heads on a card: 55 has 7, other doubles (11, 22...) 5, tens 3, other fives 2, the rest 1. */
export function bullheadsOf(card: CardNumber): number {
  if (card === 55) return 7;
  if (card % 11 === 0) return 5;
  if (card % 10 === 0) return 3;
  if (card % 5 === 0) return 2;
  return 1;
}

export const bullheadsIn = (cards: readonly CardNumber[]): number => cards.reduce((sum, card) => sum + bullheadsOf(card), 0);

/** Every card of the deck, lowest first. */
export const ALL_CARDS: readonly CardNumber[] = Array.from({ length: HIGHEST_CARD }, (_, i) => i + LOWEST_CARD);

/** Whether a value a client sent is a card of the deck. */
export const isCardNumber = (value: unknown): value is CardNumber =>
  typeof value === 'number' && Number.isInteger(value) && value >= LOWEST_CARD && value <= HIGHEST_CARD;
