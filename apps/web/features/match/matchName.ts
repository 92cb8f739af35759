import type { TFunction } from 'i18next';
import type { CatalogueEntry } from '@tabula/game-kit';

/** The match page's heading: the game's name in the reader's language, or "Match" when the game is unknown. */
export function matchName(t: TFunction, entry: CatalogueEntry | undefined): string {
  return entry ? t('name', { ns: entry.code, defaultValue: entry.name }) : t('match.title', { ns: 'online' });
}
