import type { MatchSettings } from './types';

/** Match lengths offered: a multiple of three gives every seat the deal equally often (36 is a tournament series). */
export const DEAL_OPTIONS = [3, 6, 9, 12, 18, 24, 36] as const;

export const DEFAULT_SETTINGS: MatchSettings = { deals: 6 };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (key !== 'deals') return `unknown setting ${key}`;
  if ('deals' in v && !(DEAL_OPTIONS as readonly unknown[]).includes(v.deals))
    return `deals must be one of ${DEAL_OPTIONS.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): MatchSettings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<MatchSettings>) };
}
