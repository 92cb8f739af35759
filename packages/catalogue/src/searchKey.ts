/** Letters that do not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/**
 * A text as the search compares it: lower case, without accents, spaces or punctuation.
 * "Échecs" -> "echecs", "Jogo da Velha" and "jogo-da-velha" -> "jogodavelha", "Forza 4" -> "forza4".
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđ]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The part of a game's locale file the search reads. */
export interface NameTexts {
  name?: string;
  /** Other names people know the game by in that language, separated by commas. */
  otherNames?: string;
}

/** The names in a locale file's comma-separated `otherNames`. */
export function otherNamesOf(texts: NameTexts): string[] {
  return (texts.otherNames ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Every name of a game, from its locale files (one per language): names and other names, once each. */
export function gameNames(locales: readonly NameTexts[]): string[] {
  const names = locales.flatMap((texts) => [texts.name?.trim() ?? '', ...otherNamesOf(texts)]).filter((name) => name !== '');
  return [...new Set(names)];
}
