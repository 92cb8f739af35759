import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tabula/game-kit';
import segments from '../../i18n/segments.json';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from '@tabula/game-kit';

/** The cookie that remembers the reader's language (SPEC: next-i18next, 30 days). */
export const LANGUAGE_COOKIE = 'next-i18next';
export const LANGUAGE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** Next's router locale, narrowed to one of the site's languages. */
export function languageOf(locale: string | undefined): Language {
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The translated route segment of a page (e.g. play → jogar in Portuguese). */
export function segmentFor(page: keyof typeof segments, language: Language): string {
  return segments[page][language];
}

export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}
