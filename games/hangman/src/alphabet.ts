/** The keys of the letter pad: a guess is one of these base letters. */
export const BASE_LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Accented letters of English, Portuguese, German, French and Italian words (lower case). */
const ACCENTED_LETTERS = new Set('àáâãäçèéêëìíîïòóôõöùúûüÿ'.split(''));

/** Letters with no base letter of their own, written out as players of these languages do. */
const SPELLED_OUT: Record<string, string> = { ß: 'ss', œ: 'oe', æ: 'ae' };

export const MIN_WORD_LENGTH = 1;
export const MAX_WORD_LENGTH = 16;
export const MAX_HINT_LENGTH = 120;

/** The base letter a guess must name to reveal `letter`: "e" for "é", "c" for "ç". */
export function baseLetter(letter: string): string {
  return letter.normalize('NFD').charAt(0);
}

function isWordLetter(letter: string): boolean {
  return BASE_LETTERS.includes(letter) || ACCENTED_LETTERS.has(letter);
}

/**
 * The word as stored: trimmed, lower case, accents kept, ß/œ/æ written out; null when it holds
 * anything but letters or its length is outside the limits.
 */
export function normaliseWord(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let word = raw.trim().normalize('NFC').toLowerCase();
  for (const [letter, spelled] of Object.entries(SPELLED_OUT)) word = word.split(letter).join(spelled);
  const letters = [...word];
  if (letters.length < MIN_WORD_LENGTH || letters.length > MAX_WORD_LENGTH) return null;
  return letters.every(isWordLetter) ? word : null;
}

/** The hint as stored: one line, trimmed, '' when missing; null when not text or too long. */
export function normaliseHint(raw: unknown): string | null {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') return null;
  const hint = raw.replace(/\s+/g, ' ').trim();
  return [...hint].length <= MAX_HINT_LENGTH ? hint : null;
}

/** A guess as the rules take it: one base letter, any case, an accented key counting as its base. */
export function normaliseGuess(raw: unknown): string | null {
  if (typeof raw !== 'string' || [...raw].length !== 1) return null;
  const letter = baseLetter(raw.toLowerCase());
  return BASE_LETTERS.includes(letter) ? letter : null;
}
