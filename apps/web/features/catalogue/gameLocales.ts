// Server only: reads the games' locale files for getStaticProps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../i18n/languages';

/** games/<code>/locales/<lang>.json, from apps/web (the app's working folder). */
function localePath(code: string, language: Language): string {
  return join(process.cwd(), '..', '..', 'games', code, 'locales', `${language}.json`);
}

/** A game's texts in one language, or an empty object when its file is missing or unreadable. */
export function readGameLocale(code: string, language: Language): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(localePath(code, language), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
