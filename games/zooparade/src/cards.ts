import type { Shuffler } from '@tabula/cards';

/** The five animal colours, by index 0-4 (the texts name them: `animals.<index>`). */
export const COLOURS = [0, 1, 2, 3, 4] as const;
/** The card values 1-5. */
export const VALUES = [1, 2, 3, 4, 5] as const;
/** Copies of each value in every colour: three 1s, two 2s, 3s and 4s, one 5 (50 cards). */
export const COPIES: Record<number, number> = { 1: 3, 2: 2, 3: 2, 4: 2, 5: 1 };
export const MAX_VALUE = 5;

/**
 * A card. Its `id` is the order in which it is drawn from the shuffled deck: stable for the whole
 * match and saying nothing about the card (the shuffle decides which animal and value it is).
 */
export interface Card {
  id: number;
  colour: number;
  value: number;
}

/** A card's identity without its id. */
export interface Identity {
  colour: number;
  value: number;
}

export const isColour = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 4;
export const isValue = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/** Every identity in the game once (25). */
export const IDENTITIES: readonly Identity[] = COLOURS.flatMap((colour) => VALUES.map((value) => ({ colour, value })));

/** The 50 cards shuffled with the move's random, each given its draw order as id. */
export function shuffledDeck(random: Shuffler): Card[] {
  const identities = IDENTITIES.flatMap((identity) => Array.from({ length: COPIES[identity.value]! }, () => identity));
  return random.Shuffle(identities).map((identity, id) => ({ id, ...identity }));
}

/** Hand size: five cards with 2-3 players, four with 4-5. */
export const handSize = (numPlayers: number) => (numPlayers <= 3 ? 5 : 4);
