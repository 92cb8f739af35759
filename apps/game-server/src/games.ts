import type { Game } from 'boardgame.io';
import { games as catalogue } from '@tabula/catalogue';
import type { CatalogueEntry } from '@tabula/game-kit';

/** The rules of every catalogue game playable online (rules only: boards never load here). */
export async function loadOnlineGames(entries: CatalogueEntry[] = catalogue): Promise<Game[]> {
  const online = entries.filter((entry) => entry.modes.includes('OnlineFriend'));
  return Promise.all(online.map(async (entry) => (await entry.rules()).game as Game));
}
