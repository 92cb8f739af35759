/**
 * A word as it stands on the grid: upper case A-Z only. Accents and other marks are dropped
 * (É -> E, Ç -> C, Ü -> U), ß becomes SS, Æ and Œ become AE and OE.
 */
export function gridWord(word: string): string {
  return word.replace(/ß/g, 'ss').replace(/æ/gi, 'ae').replace(/œ/gi, 'oe').normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

export const MIN_WORD_LENGTH = 3;
export const MAX_WORD_LENGTH = 11;

/** Whether a grid word may be hidden: A-Z only, 3 to 11 letters. */
export const isGridWord = (word: string) => new RegExp(`^[A-Z]{${MIN_WORD_LENGTH},${MAX_WORD_LENGTH}}$`).test(word);
