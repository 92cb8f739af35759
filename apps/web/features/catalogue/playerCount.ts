import type { CatalogueEntry } from '@tabula/game-kit';
import type { CommonT } from '../i18n/useCommon';

/** "2 players", or "2-4 players" for a range, in the reader's language and plural form. */
export function playerCount(entry: Pick<CatalogueEntry, 'minPlayers' | 'maxPlayers'>, t: CommonT): string {
  const { minPlayers: min, maxPlayers: max } = entry;
  return min === max ? t('catalogue.players', { count: min }) : t('catalogue.playersRange', { count: max, min, max });
}
