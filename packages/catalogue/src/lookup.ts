import type { AiConfig, CatalogueEntry, Language } from '@tabula/game-kit';
import { games } from './games';

/** Finds a game by its code or any of its per-language alternate codes. */
export function findGame(code: string, entries: CatalogueEntry[] = games): CatalogueEntry | undefined {
  return entries.find((entry) => entry.code === code || Object.values(entry.codes ?? {}).includes(code));
}

/** The code a language shows in URLs, falling back to the default code. */
export function codeFor(entry: CatalogueEntry, language: Language): string {
  return entry.codes?.[language] ?? entry.code;
}

const loadedAi = new Map<string, Promise<AiConfig>>();

/**
 * A game's computer player, loaded once per process (a Web Worker, a game server's bot thread):
 * rejected for a game without one.
 */
export function aiConfigOf(code: string): Promise<AiConfig> {
  let ai = loadedAi.get(code);
  if (!ai) {
    const loader = findGame(code)?.aiConfig;
    ai = loader ? loader() : Promise.reject(new Error(`no AI for ${code}`));
    loadedAi.set(code, ai);
  }
  return ai;
}
