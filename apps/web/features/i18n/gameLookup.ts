import { findGame, games } from '@tabula/catalogue';
import type { CatalogueEntry } from '@tabula/game-kit';

/** Every code a game answers to in URLs: its own and the per-language ones. */
function codesOf(entry: CatalogueEntry): string[] {
  return [entry.code, ...Object.values(entry.codes ?? {})];
}

/** The game with this code or alternate code, in any letter case (/play/Chess is chess). */
export function findGameIgnoringCase(code: string, entries: CatalogueEntry[] = games): CatalogueEntry | undefined {
  const exact = findGame(code, entries);
  if (exact) return exact;
  const wanted = code.toLowerCase();
  return entries.find((entry) => codesOf(entry).some((known) => known.toLowerCase() === wanted));
}
