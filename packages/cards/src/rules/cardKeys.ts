/**
 * The convention every card game's state, views and move arguments follow, so that a leak test can
 * tell a card (a small integer) from a count: card-bearing fields have one of these names, or a name
 * ending in one of the suffixes below (`trumpCard`, `wonTricks`, `originalHands`); counts, points and
 * anything else that is a number never do (`handCounts`, `stockCount`, `trickPoints`). Every number
 * anywhere beneath a card-bearing field is taken for a card, so keep counts and points beside such
 * a field, never inside it. Move arguments that carry cards are objects: `play({ card })`,
 * `discard({ cards })`, so a card in a log entry sits under a card-bearing key too.
 */
export const CARD_KEYS: readonly string[] = [
  'hand',
  'hands',
  'card',
  'cards',
  'trick',
  'tricks',
  'lastTrick',
  'skat',
  'kitty',
  'stock',
  'talon',
  'deck',
  'deal',
  'pile',
  'discard',
  'discards',
  'dog',
  'meld',
  'melds',
];

export const CARD_KEY_SUFFIXES: readonly string[] = [
  'Card',
  'Cards',
  'Hand',
  'Hands',
  'Trick',
  'Tricks',
  'Skat',
  'Stock',
  'Deal',
  'Discards',
];

const exactKeys = new Set(CARD_KEYS);

/** Whether a field of this name carries cards (see the convention above). */
export function isCardKey(key: string): boolean {
  return exactKeys.has(key) || CARD_KEY_SUFFIXES.some((suffix) => key.endsWith(suffix) && key.length > suffix.length);
}
