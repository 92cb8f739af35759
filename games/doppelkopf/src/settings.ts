import type { Settings } from './types';

export const DEFAULT_SETTINGS: Settings = { rounds: null };
/** Rounds to play (a multiple of four: every seat deals as often); null: until a player quits. */
export const ROUNDS_OPTIONS = [null, 4, 8, 12, 16, 20, 24] as const;

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const v = value as Record<string, unknown>;
  for (const key of Object.keys(v)) if (key !== 'rounds') return `unknown setting ${key}`;
  if ('rounds' in v && !(ROUNDS_OPTIONS as readonly unknown[]).includes(v.rounds))
    return `rounds must be one of ${ROUNDS_OPTIONS.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
