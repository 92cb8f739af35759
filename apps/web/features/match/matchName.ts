import type { TFunction } from 'i18next';

/**
 * The match page's heading: the game's name in the reader's language (from the game's locale
 * namespace, which the page loads for a known game), or "Match" when the game is unknown. Takes the
 * code, not the catalogue entry, so the page's first screen does not ship the catalogue.
 */
export function matchName(t: TFunction, gameCode: string | undefined): string {
  const fallback = t('match.title', { ns: 'online' });
  return gameCode ? t('name', { ns: gameCode, defaultValue: fallback }) : fallback;
}
