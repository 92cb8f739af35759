import type { CatalogueEntry, Language } from '@tabula/game-kit';
import { codeFor } from '@tabula/catalogue';

const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** A URL segment from a game's name: lower case, letters and digits joined by dashes. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'game'
  );
}

/** /<lang>/room/<game name>/<game code>/<roomId> (SPEC section 2); English has no prefix. */
export function roomPath(language: Language, entry: CatalogueEntry, gameName: string, roomId?: string): string {
  const base = `${prefix(language)}/room/${slugify(gameName)}/${codeFor(entry, language)}`;
  return roomId ? `${base}/${roomId}` : base;
}

export function matchPath(language: Language, matchId: string): string {
  return `${prefix(language)}/match/${matchId}`;
}

export function lobbyPath(language: Language): string {
  return `${prefix(language)}/lobby`;
}
