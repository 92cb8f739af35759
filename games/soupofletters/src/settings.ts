import { DEFAULT_LANGUAGE, isLanguage } from '@tabula/game-kit';
import type { SoupSettings } from './types';

export const DEFAULT_SETTINGS: SoupSettings = { language: DEFAULT_LANGUAGE };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  for (const key of Object.keys(value)) if (key !== 'language') return `unknown setting ${key}`;
  const { language } = value as Record<string, unknown>;
  if (language !== undefined && !isLanguage(language)) return 'language must be one of en, pt, de, fr, it';
  return undefined;
}

export function settingsFrom(value: unknown): SoupSettings {
  if (value === undefined || value === null || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<SoupSettings>) };
}
