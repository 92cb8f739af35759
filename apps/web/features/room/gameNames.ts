// Server only: a game's name in each language, from its locale files, for the room addresses.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CatalogueEntry, Language } from '@tabula/game-kit';

/** games/ of the repository: the app runs from apps/web (tests from the repository root). */
function gamesFolder(): string {
  const fromWeb = resolve(process.cwd(), '..', '..', 'games');
  return existsSync(fromWeb) ? fromWeb : resolve(process.cwd(), 'games');
}

function nameIn(code: string, language: Language): string | undefined {
  try {
    const texts = JSON.parse(readFileSync(join(gamesFolder(), code, 'locales', `${language}.json`), 'utf8')) as {
      name?: unknown;
    };
    return typeof texts.name === 'string' && texts.name.trim() ? texts.name : undefined;
  } catch {
    return undefined;
  }
}

/** The game's name as the page in `language` shows it: its translation, else English, else the catalogue's. */
export function gameNameIn(entry: CatalogueEntry, language: Language): string {
  return nameIn(entry.code, language) ?? nameIn(entry.code, 'en') ?? entry.name;
}
