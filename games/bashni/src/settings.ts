import type { BashniSettings } from './types';

export const DEFAULT_SETTINGS: BashniSettings = { forced_capture: true };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  for (const key of Object.keys(value)) if (key !== 'forced_capture') return `unknown setting ${key}`;
  const forced = (value as Record<string, unknown>).forced_capture;
  if (forced !== undefined && typeof forced !== 'boolean') return 'forced_capture must be true or false';
  return undefined;
}

export function settingsFrom(value: unknown): BashniSettings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<BashniSettings>) };
}
