import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** A grid cell: the seat whose disc fills it, or null when empty. */
export type Cell = PlayerID | null;

export interface DiscPosition {
  column: number;
  /** 0 is the top row, ROWS - 1 the bottom one. */
  row: number;
}

export interface FourInARowState {
  /** COLUMNS x ROWS cells, row by row from the top: index = row * COLUMNS + column. */
  cells: Cell[];
  lastMove: DiscPosition | null;
  /** Every drop, in order, as the game log shows it. */
  log: LogLine[];
}
