import type { CatalogueEntry } from '@tabula/game-kit';
import { codeFor } from '@tabula/catalogue';
import { segmentFor, type Language } from './languages';
import { languagePrefix } from './sitePaths';

/** Play routes below a game page. */
export type PlaySuffix = 'local' | 'AI' | 'online';

/** /play/<code>[/<suffix>] in English, /<lang>/<segment>/<code for lang>[/<suffix>] otherwise. */
export function gamePath(entry: CatalogueEntry, language: Language, suffix?: PlaySuffix, query?: Record<string, string>): string {
  const base = `${languagePrefix(language)}/${segmentFor('play', language)}/${codeFor(entry, language)}`;
  const path = suffix ? `${base}/${suffix}` : base;
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
