// The 108 Picnic Go cards. A card is its id (0-107), an index into CARD_TABLE; every physical card
// has its own id, so a pick names exactly the cards it takes.

export type CardId = number;

export type CardKind = 'sandwich' | 'chips' | 'eggs' | 'chicken' | 'pizza' | 'cupcake' | 'mayo' | 'fork';

export interface CardInfo {
  kind: CardKind;
  /** A sandwich's points (1 chicken, 2 pork, 3 beef) or a chips card's chips (1-3); 0 otherwise. */
  value: number;
}

/** How many of each card the deck holds, in id order. */
const COMPOSITION: ReadonlyArray<[CardKind, number, number]> = [
  ['sandwich', 1, 5],
  ['sandwich', 2, 10],
  ['sandwich', 3, 5],
  ['chips', 1, 6],
  ['chips', 2, 12],
  ['chips', 3, 8],
  ['eggs', 0, 14],
  ['chicken', 0, 14],
  ['pizza', 0, 14],
  ['cupcake', 0, 10],
  ['mayo', 0, 6],
  ['fork', 0, 4],
];

export const CARD_TABLE: readonly CardInfo[] = COMPOSITION.flatMap(([kind, value, count]) =>
  Array.from({ length: count }, () => ({ kind, value })),
);

export const DECK_SIZE = CARD_TABLE.length;
export const ALL_CARDS: readonly CardId[] = CARD_TABLE.map((_, id) => id);
export const CUPCAKE_CARDS: readonly CardId[] = ALL_CARDS.filter((id) => CARD_TABLE[id]!.kind === 'cupcake');

export const isCardId = (value: unknown): value is CardId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < DECK_SIZE;

export const cardInfo = (id: CardId): CardInfo => CARD_TABLE[id]!;
export const kindOf = (id: CardId): CardKind => CARD_TABLE[id]!.kind;

/** Cards dealt to each seat per round: 12 less the number of players (2: 10, 3: 9, 4: 8, 5: 7). */
export const handSizeFor = (players: number) => 12 - players;

export const ROUNDS = 3;

/**
 * The deck of a round: all 108 cards, less one cupcake for each cupcake the players already hold
 * (they keep them from round to round), so no cupcake is ever in play twice.
 */
export function deckForRound(cupcakesHeld: number): CardId[] {
  const removed = new Set(CUPCAKE_CARDS.slice(CUPCAKE_CARDS.length - Math.min(cupcakesHeld, CUPCAKE_CARDS.length)));
  return ALL_CARDS.filter((id) => !removed.has(id));
}
