import type { LogLine } from '@tabula/game-kit';

/** A palette symbol: 0..totalOfColours-1, in the palette's order (see symbols.ts). */
export type SymbolIndex = number;

export interface BullsAndCowsSettings {
  /** How many symbols the code has (L): 3..8. */
  secretLength: number;
  /** How many guesses the player has: 4..15. */
  limitOfAttempts: number;
  /** Whether the code may use a symbol more than once. */
  allowToRepeat: boolean;
  /** How many palette symbols are in play (N): 3..7; with no repeats, at least secretLength. */
  totalOfColours: number;
}

/** What a scored guess earned: bulls + cows + misses = secretLength. */
export interface Hints {
  bulls: number;
  cows: number;
  misses: number;
}

export interface Attempt {
  guess: SymbolIndex[];
  hints: Hints;
}

/**
 * The code as stored: "code:" and one digit per symbol ("code:3051"). A string that cannot
 * appear by chance in a view, so the leak harness finds it wherever it travels.
 */
export type SealedCode = string;

export interface BullsAndCowsState {
  settings: BullsAndCowsSettings;
  /** The guess being built, one slot per code position; null = empty. Kept after each guess. */
  draft: Array<SymbolIndex | null>;
  /** Scored guesses, oldest first. */
  attempts: Attempt[];
  /** The code to break: null before it is drawn and in a view before the game is over. */
  secret: SealedCode | null;
  /**
   * What happened, in order, as the game log shows it: that a code was hidden (never which), every
   * guess with its bulls and cows, and the end, with the code once every view shows it.
   */
  log: LogLine[];
}
