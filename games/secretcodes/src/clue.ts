import { foldWord, MAX_WORD_LENGTH } from './wordText';
import type { Clue, ClueNumber, SecretCodesState, Settings } from './types';

/** The numbers a spymaster may give: 0 to 9, or "unlimited" (no number). */
export const CLUE_NUMBERS: readonly ClueNumber[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 'unlimited'];

const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * The clue if it is one a spymaster may give on this grid, else null: one word of letters only
 * (no space, digit or sign), not one of the grid's words (accents and case ignored), and a number
 * from CLUE_NUMBERS.
 */
export function legalClue(G: Pick<SecretCodesState, 'words'>, word: unknown, number: unknown): Clue | null {
  if (typeof word !== 'string' || !CLUE_NUMBERS.includes(number as ClueNumber)) return null;
  const clue = word.trim().normalize('NFC');
  if (clue.length === 0 || clue.length > MAX_WORD_LENGTH || !LETTERS_ONLY.test(clue)) return null;
  const folded = foldWord(clue);
  if (G.words.some((onGrid) => foldWord(onGrid) === folded)) return null;
  return { word: clue, number: number as ClueNumber };
}

/**
 * How many cards the team may reveal on a clue: the number plus one (the published rule), with no
 * limit for 0 and "unlimited" (as the published rules allow) or when the room lifts the limit.
 */
export function guessesAllowed(settings: Pick<Settings, 'guesses'>, clue: Clue): number {
  if (settings.guesses === 'unlimited' || clue.number === 'unlimited' || clue.number === 0) return Number.POSITIVE_INFINITY;
  return clue.number + 1;
}
