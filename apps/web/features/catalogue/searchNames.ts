// Server only: reads the games' locale files for getStaticProps.
import type { CatalogueEntry } from '@tabula/game-kit';
import { gameNames } from '@tabula/catalogue';
import { LANGUAGES } from '../i18n/languages';
import { readGameLocale } from './gameLocales';
import type { SearchNames } from './types';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Every name of every game, for the search: its name in each language and the other names people
 * know it by (`otherNames` in its locale files), so "Vier gewinnt" finds Four in a Row in any language.
 */
export function searchNames(entries: CatalogueEntry[]): SearchNames {
  return Object.fromEntries(
    entries.map((entry) => {
      const locales = LANGUAGES.map((language) => readGameLocale(entry.code, language));
      return [
        entry.code,
        gameNames([
          { name: entry.name },
          ...locales.map((texts) => ({ name: text(texts.name), otherNames: text(texts.otherNames) })),
        ]),
      ];
    }),
  );
}
