import type { Settings } from './types';

export const DEFAULT_SETTINGS: Settings = { deals: null };
/** Number of deals to play; null: until a player quits. */
export const DEALS_OPTIONS = [null, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20] as const;

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (key !== 'deals') return `unknown setting ${key}`;
  if ('deals' in v && !(DEALS_OPTIONS as readonly unknown[]).includes(v.deals))
    return `deals must be one of ${DEALS_OPTIONS.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
