import type { MatchLength, Settings } from './types';

export const MATCH_LENGTHS: readonly MatchLength[] = ['to66', 'oneDeal'];
/** The published rule: deals until a seat's total reaches this. */
export const TARGET_TOTAL = 66;
export const DEFAULT_SETTINGS: Settings = { length: 'to66' };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key !== 'length') return `unknown setting ${key}`;
  if ('length' in record && !(MATCH_LENGTHS as readonly unknown[]).includes(record.length))
    return `length must be one of ${MATCH_LENGTHS.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
