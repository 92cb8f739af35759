import type { BullsAndCowsSettings } from './types';

export const DEFAULT_SETTINGS: BullsAndCowsSettings = {
  secretLength: 4,
  limitOfAttempts: 10,
  allowToRepeat: false,
  totalOfColours: 6,
};

/** The allowed range of each number setting, inclusive. */
export const LIMITS = {
  secretLength: { min: 3, max: 8 },
  limitOfAttempts: { min: 4, max: 15 },
  totalOfColours: { min: 3, max: 7 },
} as const;

type NumberSetting = keyof typeof LIMITS;
const KEYS: ReadonlyArray<keyof BullsAndCowsSettings> = ['secretLength', 'limitOfAttempts', 'allowToRepeat', 'totalOfColours'];

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KEYS.includes(key as keyof BullsAndCowsSettings)) return `unknown setting ${key}`;
  }
  for (const key of Object.keys(LIMITS) as NumberSetting[]) {
    const n = record[key];
    if (n === undefined) continue;
    const { min, max } = LIMITS[key];
    if (!Number.isInteger(n) || (n as number) < min || (n as number) > max)
      return `${key} must be a whole number from ${min} to ${max}`;
  }
  if (record.allowToRepeat !== undefined && typeof record.allowToRepeat !== 'boolean')
    return 'allowToRepeat must be true or false';
  const settings = { ...DEFAULT_SETTINGS, ...(record as Partial<BullsAndCowsSettings>) };
  if (!settings.allowToRepeat && settings.secretLength > settings.totalOfColours) {
    return 'without repeats the code cannot be longer than the number of colours';
  }
  return undefined;
}

export function settingsFrom(value: unknown): BullsAndCowsSettings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<BullsAndCowsSettings>) };
}

/** Whether a settings change keeps the value valid: without repeats, L must not exceed N. */
export function fitsTogether(settings: BullsAndCowsSettings): boolean {
  return settings.allowToRepeat || settings.secretLength <= settings.totalOfColours;
}
