// A room's settings (boardgame.io setupData): checked with startMatch's own rules (size limits,
// then the game's validateSetupData) and stored as JSON.
import { checkSetupData, parseSetupData } from '../matches/setup-data';
import type { CatalogueEntry } from './games';

/** The settings to store (JSON), or null for the game's defaults; refuses what startMatch would refuse. */
export async function roomSetupData(
  entry: CatalogueEntry,
  raw: string | null | undefined,
  capacity: number,
): Promise<string | null> {
  const value = parseSetupData(raw);
  if (value === undefined) return null;
  await checkSetupData(entry, value, capacity);
  return JSON.stringify(value);
}
