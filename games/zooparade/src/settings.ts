import type { Settings } from './types';

export const EMPTY_HINT_RULES: readonly Settings['emptyHints'][] = ['refused', 'allowed'];
export const DEFAULT_SETTINGS: Settings = { emptyHints: 'refused' };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (key !== 'emptyHints') return `unknown setting ${key}`;
  if ('emptyHints' in record && !(EMPTY_HINT_RULES as readonly unknown[]).includes(record.emptyHints))
    return `emptyHints must be one of ${EMPTY_HINT_RULES.join(', ')}`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
