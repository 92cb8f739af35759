import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/**
 * A disc colour id, 0..3. The four colours are always on the board; a colour whose id is not
 * below the number of players is neutral: nobody owns it and it does not score.
 */
export type Colour = 0 | 1 | 2 | 3;

export type Square = Colour | null;

export interface LastPlacement {
  /** Index of the square played (row * 8 + column). */
  cell: number;
  seat: PlayerID;
  /** Squares turned to the mover's colour by this placement (empty for a plain adjacent placement). */
  flipped: number[];
}

export interface ReversiState {
  /** 64 squares, row by row from the top-left corner. */
  cells: Square[];
  /** Number of seats in the match (2 to 4); colours at or above it are neutral. */
  players: number;
  lastMove: LastPlacement | null;
  /** Every placement, in order, as the game log shows it. */
  log: LogLine[];
}
