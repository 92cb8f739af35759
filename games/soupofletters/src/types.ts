import type { Language, LogLine } from '@tabula/game-kit';

/** A seat: "0" to "3". Seat 0 starts; turns go round in seat order. */
export type Seat = string;

/** Where a word lies: its cells (row * size + column), first letter first. */
export interface Placement {
  word: string;
  cells: number[];
}

/** A word someone found, with who found it. */
export interface FoundWord extends Placement {
  by: Seat;
}

export interface SoupSettings {
  /** The language of the word list; the room's choice, English unless told. */
  language: Language;
}

/** What ended the last turn, for the board to announce. */
export type LastTurn = { kind: 'found'; seat: Seat; word: string } | { kind: 'pass' | 'timeOut'; seat: Seat };

export interface SoupState {
  settings: SoupSettings;
  /** Cells per side of the square grid; 0 until the grid is built (in the play phase). */
  size: number;
  /** The grid's letters, row by row, upper case A-Z: `size * size` of them ('' until built). */
  letters: string;
  /** Every word to find, alphabetical (the order tells nothing about where words lie). */
  words: string[];
  /** Where the unfound words lie: known to the server only, sent to everyone once the game is over. */
  hidden: Placement[];
  found: FoundWord[];
  /** Words found per seat. */
  scores: Record<Seat, number>;
  /** Per seat: its own turns in a row that ended without a word found (a pass or a timeout). */
  turnsWithoutFind: Record<Seat, number>;
  lastTurn: LastTurn | null;
  /**
   * What happened, in order, as the game log shows it: every word found and by whom, passes and
   * timeouts, and the end with each seat's words. Never where an unfound word lies.
   */
  log: LogLine[];
}
