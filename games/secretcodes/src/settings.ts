import { customListWords, MAX_WORD_LENGTH } from './wordText';
import type { GuessLimit, Settings, WordListChoice } from './types';

export const WORD_LISTS: readonly WordListChoice[] = ['en', 'pt', 'de', 'fr', 'it', 'custom'];
export const GUESS_LIMITS: readonly GuessLimit[] = ['numberPlusOne', 'unlimited'];
/** A grid needs 25 different words. */
export const MIN_CUSTOM_WORDS = 25;
/** Keeps a room's settings (sent with every match) small. */
export const MAX_CUSTOM_TEXT = 20_000;

export const DEFAULT_SETTINGS: Settings = { words: 'en', customWords: '', guesses: 'numberPlusOne' };

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!(key in DEFAULT_SETTINGS)) return `unknown setting ${key}`;
  if ('words' in record && !(WORD_LISTS as readonly unknown[]).includes(record.words))
    return `words must be one of ${WORD_LISTS.join(', ')}`;
  if ('guesses' in record && !(GUESS_LIMITS as readonly unknown[]).includes(record.guesses))
    return `guesses must be one of ${GUESS_LIMITS.join(', ')}`;
  if ('customWords' in record && typeof record.customWords !== 'string') return 'customWords must be text';
  if (record.words === 'custom') return customListProblem((record.customWords as string | undefined) ?? '');
  return undefined;
}

/** Why a custom list cannot be played (too long, a word too long, fewer than 25 different words), or undefined. */
export function customListProblem(text: string): string | undefined {
  if (text.length > MAX_CUSTOM_TEXT) return `the custom list must be at most ${MAX_CUSTOM_TEXT} characters`;
  const words = customListWords(text);
  if (words.some((word) => word.length > MAX_WORD_LENGTH)) return `a custom word must be at most ${MAX_WORD_LENGTH} characters`;
  if (words.length < MIN_CUSTOM_WORDS) return `the custom list needs at least ${MIN_CUSTOM_WORDS} different words`;
  return undefined;
}

/** The settings a match uses: defaults for anything not given. */
export function settingsFrom(value: unknown): Settings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<Settings>) };
}
