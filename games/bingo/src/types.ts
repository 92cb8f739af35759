import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** The line that won: its five squares (indices 0-24, row by row) and their numbers (0 for the free centre). */
export interface WinningLine {
  seat: PlayerID;
  cells: number[];
  numbers: number[];
}

export interface BingoState {
  seats: PlayerID[];
  /**
   * Each seat's card: 25 numbers row by row, column B 1-15, I 16-30, N 31-45, G 46-60, O 61-75;
   * the centre (index 12) is the free square, 0. Empty until the deal (the play phase's start).
   */
  cards: Record<PlayerID, number[]>;
  /** The squares each seat has marked (indices, ascending; the free centre is never listed). */
  marks: Record<PlayerID, number[]>;
  /** The numbers called so far, in order. The numbers still to come are not stored anywhere. */
  called: number[];
  /** "Bingo!" claims each seat has left (3 at the start). */
  claimsLeft: Record<PlayerID, number>;
  winner: WinningLine | null;
  /** The clock came round after the 75th number with nobody having won: the game is a draw. */
  allCalled: boolean;
  log: LogLine[];
}
