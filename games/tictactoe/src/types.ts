import type { PlayerID } from 'boardgame.io';

export type Cell = PlayerID | null;

export interface TicTacToeState {
  /** 9 cells, row by row; each holds the seat that marked it. */
  cells: Cell[];
  lastMove: number | null;
}
