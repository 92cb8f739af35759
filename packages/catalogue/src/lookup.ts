import type { CatalogueEntry, Language } from '@tabula/game-kit';
import { games } from './games';

/** Finds a game by its code or any of its per-language alternate codes. */
export function findGame(code: string, entries: CatalogueEntry[] = games): CatalogueEntry | undefined {
  return entries.find((entry) => entry.code === code || Object.values(entry.codes ?? {}).includes(code));
}

/** The code a language shows in URLs, falling back to the default code. */
export function codeFor(entry: CatalogueEntry, language: Language): string {
  return entry.codes?.[language] ?? entry.code;
}
