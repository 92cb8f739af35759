import type { CheckersSettings } from './types';

export const DEFAULT_SETTINGS: CheckersSettings = {
  piecesPerPlayer: 12,
  forcedCapture: true,
  flyingKings: false,
  stopJumpingOnKing: true,
  drawAfterMoves: 40,
};

export const PIECES_OPTIONS = [12, 8] as const;
export const DRAW_OPTIONS = [null, 15, 30, 40] as const;

const BOOLEAN_KEYS = ['forcedCapture', 'flyingKings', 'stopJumpingOnKing'] as const;

/** An error text for a bad settings value (boardgame.io `validateSetupData`), or undefined. */
export function validateSettings(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'settings must be an object';
  const v = value as Record<string, unknown>;
  const known = new Set<string>(Object.keys(DEFAULT_SETTINGS));
  for (const key of Object.keys(v)) if (!known.has(key)) return `unknown setting ${key}`;
  if ('piecesPerPlayer' in v && !(PIECES_OPTIONS as readonly unknown[]).includes(v.piecesPerPlayer))
    return 'piecesPerPlayer must be 8 or 12';
  for (const key of BOOLEAN_KEYS) if (key in v && typeof v[key] !== 'boolean') return `${key} must be true or false`;
  if ('drawAfterMoves' in v && !(DRAW_OPTIONS as readonly unknown[]).includes(v.drawAfterMoves))
    return 'drawAfterMoves must be null, 15, 30 or 40';
  return undefined;
}

/** The settings a match uses: defaults for anything not given. Assumes `validateSettings` passed. */
export function settingsFrom(value: unknown): CheckersSettings {
  if (value === undefined || validateSettings(value) !== undefined) return { ...DEFAULT_SETTINGS };
  return { ...DEFAULT_SETTINGS, ...(value as Partial<CheckersSettings>) };
}
