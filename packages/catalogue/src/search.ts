import type { CatalogueEntry, GameTexts, Language } from '@tabula/game-kit';

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
}

function searchableTexts(entry: CatalogueEntry, localized?: Partial<GameTexts>): string[] {
  return [
    entry.code,
    ...Object.values(entry.codes ?? {}),
    entry.name,
    entry.description,
    entry.descriptionTag,
    localized?.name ?? '',
    localized?.description ?? '',
    localized?.descriptionTag ?? '',
  ];
}

/**
 * The game list: published games by default, in-development ones in dev-only mode; a non-empty
 * query ignores status and matches a case-insensitive substring of code, alternate codes, name,
 * description or descriptionTag.
 */
export function searchGames(entries: CatalogueEntry[], options: SearchOptions): CatalogueEntry[] {
  const needle = options.query.trim().toLocaleLowerCase();
  if (needle === '') {
    const wanted = options.devOnly ? 'IN_DEVELOPMENT' : 'PUBLISHED';
    return entries.filter((entry) => entry.status === wanted);
  }
  return entries.filter((entry) =>
    searchableTexts(entry, options.localized?.[entry.code]).some((text) => text.toLocaleLowerCase().includes(needle)),
  );
}
