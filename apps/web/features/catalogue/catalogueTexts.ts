// Server only: reads the games' locale files for getStaticProps.
import { readFileSync } from 'node:fs';
import type { CatalogueEntry } from '@tabula/game-kit';
import type { Language } from '../i18n/languages';
import type { CardTexts, CatalogueTexts } from './types';
import { join } from 'node:path';

/** games/<code>/locales/<lang>.json, from apps/web (the app's working folder). */
function localePath(language: Language, code: string): string {
  return join(process.cwd(), '..', '..', 'games', code, 'locales', `${language}.json`);
}

function readTexts(entry: CatalogueEntry, language: Language): CardTexts {
  try {
    const texts = JSON.parse(readFileSync(localePath(language, entry.code), 'utf8')) as Partial<CardTexts>;
    return {
      name: texts.name ?? entry.name,
      description: texts.description ?? entry.description,
      descriptionTag: texts.descriptionTag ?? entry.descriptionTag,
    };
  } catch {
    return { name: entry.name, description: entry.description, descriptionTag: entry.descriptionTag };
  }
}

/** Name, description and tag of every game in one language (English where a file lacks them). */
export function catalogueTexts(entries: CatalogueEntry[], language: Language): CatalogueTexts {
  return Object.fromEntries(entries.map((entry) => [entry.code, readTexts(entry, language)]));
}
