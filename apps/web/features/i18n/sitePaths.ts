import { DEFAULT_LANGUAGE, type Language } from './languages';

// Kept apart from paths.ts (game paths need the catalogue), so that every page's shell stays small.

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
