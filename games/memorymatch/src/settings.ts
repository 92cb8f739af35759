import type { MemorySettings } from './types';

export const DEFAULT_SETTINGS: MemorySettings = { stayOnMatch: true };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  for (const key of Object.keys(value)) if (key !== 'stayOnMatch') return `unknown setting ${key}`;
  const stay = (value as Record<string, unknown>).stayOnMatch;
  if (stay !== undefined && typeof stay !== 'boolean') return 'stayOnMatch must be true or false';
  return undefined;
}

export function settingsFrom(value: unknown): MemorySettings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<MemorySettings>) };
}
