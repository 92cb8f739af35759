import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** One seat's secret word as the other seat guesses it. */
export interface Puzzle {
  /** The secret word, lower case, accents kept; null in a view that may not see it yet. */
  word: string | null;
  /** The setter's hint, '' for none; null in a view that may not see it yet. */
  hint: string | null;
  /** One entry per letter: the letter once found (as written, accents kept), null while hidden. */
  revealed: Array<string | null>;
  /** The base letters (a-z) the guesser tried, in order. */
  guessed: string[];
  mistakes: number;
}

export interface HangmanState {
  /** Keyed by the seat that set the word (the other seat guesses it); null until that seat sets it. */
  puzzles: Record<PlayerID, Puzzle | null>;
  /**
   * What happened, in order, as the game log shows it: that a seat chose a word (never the word),
   * each letter tried and whether it was found, and the word only once the guesser is done with it.
   */
  log: LogLine[];
}

/** What a seat sends to set its word; the hint is optional. */
export interface WordEntry {
  word: string;
  hint?: string;
}
