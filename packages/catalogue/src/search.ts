import type { CatalogueEntry, GameTexts, Language } from '@tabula/game-kit';
import { searchKey } from './searchKey';
export { gameNames, otherNamesOf, searchKey, type NameTexts } from './searchKey';

/** A language counts as available if its translation is DONE, or it is English and not PARTIAL. */
export function isLanguageAvailable(entry: CatalogueEntry, language: Language): boolean {
  const status = entry.translationStatus[language];
  if (status === 'DONE') return true;
  return language === 'en' && status !== 'PARTIAL';
}

export interface SearchOptions {
  query: string;
  /** Show games in development instead of published ones (when the query is empty). */
  devOnly?: boolean;
  /** Texts in the reader's language, by game code; searched as well as the English ones. */
  localized?: Record<string, Partial<GameTexts>>;
  /** Every name of a game, by game code: its name in each language and the other names people know it by. */
  names?: Record<string, readonly string[]>;
}

function searchableTexts(entry: CatalogueEntry, options: SearchOptions): string[] {
  const localized = options.localized?.[entry.code];
  return [
    entry.code,
    ...Object.values(entry.codes ?? {}),
    entry.name,
    entry.description,
    entry.descriptionTag,
    localized?.name ?? '',
    localized?.description ?? '',
    localized?.descriptionTag ?? '',
    ...(options.names?.[entry.code] ?? []),
  ];
}

/**
 * The game list: published games by default, in-development ones in dev-only mode. A non-empty
 * query ignores status and finds the games whose code, alternate codes, names (every language and
 * the other names), description or descriptionTag contain it, ignoring case, accents, spaces and
 * punctuation: "echecs" finds "Échecs", "jogo da velha" finds "jogo-da-velha".
 */
export function searchGames(entries: CatalogueEntry[], options: SearchOptions): CatalogueEntry[] {
  const plain = options.query.trim().toLowerCase();
  if (plain === '') {
    const wanted = options.devOnly ? 'IN_DEVELOPMENT' : 'PUBLISHED';
    return entries.filter((entry) => entry.status === wanted);
  }
  const needle = searchKey(plain);
  // A query of symbols only ("+") has no letters to compare: it is looked for as typed.
  const matches =
    needle === '' ? (text: string) => text.toLowerCase().includes(plain) : (text: string) => searchKey(text).includes(needle);
  return entries.filter((entry) => searchableTexts(entry, options).some(matches));
}
