import { badInput } from '../errors';
import type { CatalogueEntry } from '../rooms/games';

export const SETUP_DATA_MAX_LENGTH = 10_000;

/** Parses startMatch's setupData (a JSON string; null or blank means the game's defaults). */
export function parseSetupData(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  if (raw.length > SETUP_DATA_MAX_LENGTH) throw badInput(`setupData is longer than ${SETUP_DATA_MAX_LENGTH} characters.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badInput('setupData is not valid JSON.');
  }
}

/** Asks the game's own rules whether they accept the settings, before any server is involved. */
export async function checkSetupData(entry: CatalogueEntry, setupData: unknown, numPlayers: number): Promise<void> {
  if (setupData === undefined) return;
  const { game } = await entry.rules();
  const problem = game.validateSetupData?.(setupData, numPlayers);
  if (problem) throw badInput(`${entry.name} does not accept these settings: ${problem}`);
}
