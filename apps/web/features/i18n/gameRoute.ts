import { codeFor } from '@tabula/catalogue';
import type { CatalogueEntry, GameMode } from '@tabula/game-kit';
import { findGameIgnoringCase } from './gameLookup';
import type { Language } from './languages';
import { gamePath, type PlaySuffix } from './paths';

/** What a game address (/play/<code>[/<suffix>]) leads to. */
export type GameRoute =
  | { kind: 'game'; entry: CatalogueEntry }
  /** Another spelling of the address: go to the page's one address. */
  | { kind: 'redirect'; entry: CatalogueEntry; destination: string }
  | { kind: 'gameNotFound' }
  /** The game exists but cannot be played this way. */
  | { kind: 'invalidMode'; entry: CatalogueEntry };

const MODE_OF: Record<PlaySuffix, GameMode> = { AI: 'AI', local: 'LocalFriend', online: 'OnlineFriend' };

export function playsMode(entry: CatalogueEntry, suffix: PlaySuffix): boolean {
  const mode = MODE_OF[suffix];
  return entry.modes.includes(mode) && (mode !== 'AI' || entry.aiConfig !== undefined);
}

/**
 * Resolves the code of a game address in any case or language spelling. The page's one address uses
 * the code of its language (/pt/jogar/jogo-da-velha); any other spelling redirects to it, keeping
 * the query (`search`, with its "?").
 */
export function resolveGameRoute(code: string, language: Language, suffix?: PlaySuffix, search = ''): GameRoute {
  const entry = findGameIgnoringCase(code);
  if (!entry) return { kind: 'gameNotFound' };
  if (suffix && !playsMode(entry, suffix)) return { kind: 'invalidMode', entry };
  if (code !== codeFor(entry, language))
    return { kind: 'redirect', entry, destination: `${gamePath(entry, language, suffix)}${search}` };
  return { kind: 'game', entry };
}
