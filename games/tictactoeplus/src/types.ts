import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** The wildcard "+": it counts as a mark of both players. */
export const WILDCARD = '+';
export type Wildcard = typeof WILDCARD;

/** A square: the seat whose mark is on it, the wildcard, or null when empty. */
export type Cell = PlayerID | Wildcard | null;

export interface LastMove {
  cell: number;
  /** Who moved; the square may hold a wildcard instead of their mark. */
  by: PlayerID;
  wildcard: boolean;
}

export interface TicTacToePlusState {
  /** 16 squares, row by row. */
  cells: Cell[];
  /** Wildcards placed so far (at most MAX_WILDCARDS). */
  wildcards: number;
  lastMove: LastMove | null;
  /** Every mark and wildcard, in order, as the game log shows it. */
  log: LogLine[];
}
