import { findGame } from '@tabula/catalogue';

export type CatalogueEntry = NonNullable<ReturnType<typeof findGame>>;
import { badInput } from '../errors';

/** The catalogue entry for a code (or alternate code) that can be played online, else a refusal. */
export function onlineGame(code: string): CatalogueEntry {
  const entry = findGame(code.trim());
  if (!entry) throw badInput(`There is no game with the code "${code.slice(0, 64)}".`);
  if (!entry.modes.includes('OnlineFriend')) throw badInput(`${entry.name} cannot be played online with friends.`);
  return entry;
}

export function checkCapacity(entry: CatalogueEntry, capacity: number): void {
  if (!Number.isInteger(capacity) || capacity < entry.minPlayers || capacity > entry.maxPlayers) {
    const range = entry.minPlayers === entry.maxPlayers ? `${entry.minPlayers}` : `${entry.minPlayers} to ${entry.maxPlayers}`;
    throw badInput(`${entry.name} is played by ${range} players, so a room for it has capacity ${range}.`);
  }
}
