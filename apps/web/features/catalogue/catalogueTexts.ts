// Server only: reads the games' locale files for getStaticProps.
import type { CatalogueEntry } from '@tabula/game-kit';
import type { Language } from '../i18n/languages';
import { readGameLocale } from './gameLocales';
import type { CardTexts, CatalogueTexts } from './types';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readTexts(entry: CatalogueEntry, language: Language): CardTexts {
  const texts = readGameLocale(entry.code, language);
  return {
    name: text(texts.name) ?? entry.name,
    description: text(texts.description) ?? entry.description,
    descriptionTag: text(texts.descriptionTag) ?? entry.descriptionTag,
  };
}

/** Name, description and tag of every game in one language (English where a file lacks them). */
export function catalogueTexts(entries: CatalogueEntry[], language: Language): CatalogueTexts {
  return Object.fromEntries(entries.map((entry) => [entry.code, readTexts(entry, language)]));
}
