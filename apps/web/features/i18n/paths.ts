import type { CatalogueEntry } from '@tabula/game-kit';
import { codeFor } from '@tabula/catalogue';
import { DEFAULT_LANGUAGE, segmentFor, type Language } from './languages';

/** Play routes below a game page. */
export type PlaySuffix = 'local' | 'AI' | 'online';

/** '' for English, '/pt' for Portuguese... Use with <Link locale={false}>. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

export function homePath(language: Language): string {
  return languagePrefix(language) || '/';
}

export function sitePath(language: Language, path: string): string {
  return `${languagePrefix(language)}${path}`;
}

/** /play/<code>[/<suffix>] in English, /<lang>/<segment>/<code for lang>[/<suffix>] otherwise. */
export function gamePath(entry: CatalogueEntry, language: Language, suffix?: PlaySuffix, query?: Record<string, string>): string {
  const base = `${languagePrefix(language)}/${segmentFor('play', language)}/${codeFor(entry, language)}`;
  const path = suffix ? `${base}/${suffix}` : base;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
