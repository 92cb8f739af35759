import { badInput } from '../errors';
import type { CatalogueEntry } from '../rooms/games';

export const SETUP_DATA_MAX_LENGTH = 10_000;
/** Games' settings are flat objects; a little nesting is allowed, never enough to strain recursion. */
export const SETUP_DATA_MAX_DEPTH = 10;
/** Values (objects, arrays, strings, numbers, ...) in all, counting nested ones. */
export const SETUP_DATA_MAX_VALUES = 1000;

/**
 * Checks nesting and size without recursion (the value may be nested thousands deep) and stops
 * as soon as a limit is passed.
 */
function checkShape(value: unknown): void {
  const pending: [unknown, number][] = [[value, 1]];
  let values = 0;
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    values += 1;
    if (values > SETUP_DATA_MAX_VALUES) throw badInput(`setupData holds more than ${SETUP_DATA_MAX_VALUES} values.`);
    if (current === null || typeof current !== 'object') continue;
    if (depth > SETUP_DATA_MAX_DEPTH) throw badInput(`setupData is nested more than ${SETUP_DATA_MAX_DEPTH} levels deep.`);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
}

/** Parses startMatch's setupData (a JSON string; null or blank means the game's defaults). */
export function parseSetupData(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw.trim() === '') return undefined;
  if (raw.length > SETUP_DATA_MAX_LENGTH) throw badInput(`setupData is longer than ${SETUP_DATA_MAX_LENGTH} characters.`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badInput('setupData is not valid JSON.');
  }
  checkShape(value);
  return value;
}

/** Asks the game's own rules whether they accept the settings, before any server is involved. */
export async function checkSetupData(entry: CatalogueEntry, setupData: unknown, numPlayers: number): Promise<void> {
  if (setupData === undefined) return;
  const { game } = await entry.rules();
  const problem = game.validateSetupData?.(setupData, numPlayers);
  if (problem) throw badInput(`${entry.name} does not accept these settings: ${problem}`);
}
