/** How each AI level plays. Levels 1-7 use the own engine; level 8 uses Stockfish in the browser. */
export interface LevelSettings {
  maxDepth: number;
  timeMs: number;
  quiescence: boolean;
  /** Random centipawns added to each root move's score before picking the best. */
  noise: number;
  /** Chance of playing a random legal move instead of searching. */
  blunder: number;
  /** Stockfish skill (0-20) and time when the browser can run it; null for the own engine only. */
  stockfish: { skill: number; movetimeMs: number } | null;
}

export const LEVEL_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type LevelKey = (typeof LEVEL_KEYS)[number];

export const LEVELS: Record<LevelKey, LevelSettings> = {
  '1': { maxDepth: 1, timeMs: 200, quiescence: false, noise: 300, blunder: 0.35, stockfish: null },
  '2': { maxDepth: 1, timeMs: 200, quiescence: true, noise: 160, blunder: 0.2, stockfish: null },
  '3': { maxDepth: 2, timeMs: 300, quiescence: true, noise: 90, blunder: 0.1, stockfish: null },
  '4': { maxDepth: 3, timeMs: 400, quiescence: true, noise: 45, blunder: 0.04, stockfish: null },
  '5': { maxDepth: 4, timeMs: 600, quiescence: true, noise: 20, blunder: 0, stockfish: null },
  '6': { maxDepth: 5, timeMs: 1000, quiescence: true, noise: 0, blunder: 0, stockfish: null },
  '7': { maxDepth: 64, timeMs: 1500, quiescence: true, noise: 0, blunder: 0, stockfish: null },
  '8': { maxDepth: 64, timeMs: 2500, quiescence: true, noise: 0, blunder: 0, stockfish: { skill: 20, movetimeMs: 1500 } },
};

export function levelSettings(level: string): LevelSettings {
  return LEVELS[(LEVEL_KEYS as readonly string[]).includes(level) ? (level as LevelKey) : '1'];
}
