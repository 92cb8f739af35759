/** A word folded for comparison: no accents, lower case ("Éclair" and "eclair" are the same word). */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The longest word a list or a clue may hold, in characters. */
export const MAX_WORD_LENGTH = 24;

/** The words of a custom list: one a line, trimmed, blank lines and repeats (accents and case ignored) left out. */
export function customListWords(text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const word = line.trim().normalize('NFC');
    if (word === '' || seen.has(foldWord(word))) continue;
    seen.add(foldWord(word));
    words.push(word);
  }
  return words;
}
