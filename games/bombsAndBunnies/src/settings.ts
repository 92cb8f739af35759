import type { Settings, StarterAfterWin } from './types';

export const STARTERS_AFTER_WIN: readonly StarterAfterWin[] = ['challenger', 'nextPlayer'];
export const DEFAULT_SETTINGS: Settings = { starterAfterWin: 'challenger' };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key !== 'starterAfterWin') return `unknown setting ${key}`;
  if ('starterAfterWin' in record && !(STARTERS_AFTER_WIN as readonly unknown[]).includes(record.starterAfterWin))
    return `starterAfterWin must be one of ${STARTERS_AFTER_WIN.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
