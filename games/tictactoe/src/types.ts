import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

export type Cell = PlayerID | null;

export interface TicTacToeState {
  /** 9 cells, row by row; each holds the seat that marked it. */
  cells: Cell[];
  lastMove: number | null;
  /** Every mark, in order, as the game log shows it. */
  log: LogLine[];
}
