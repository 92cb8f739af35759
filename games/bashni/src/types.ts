import type { Direction, Square } from '@tabula/boards';
import type { LogLine } from '@tabula/game-kit';

export type Seat = '0' | '1';

export interface Piece {
  owner: Seat;
  king: boolean;
}

/** A column of pieces, top first: the top piece decides who controls it and how it moves. */
export type Column = Piece[];

/** 64 squares row by row (y = 0 is Black's back row); columns stand on dark squares only. */
export type Board = Array<Column | null>;

export interface BashniSettings {
  /** When any capture exists, only captures are legal. The SPEC's customization name. */
  forced_capture: boolean;
}

/** One step of a turn: a simple move, or a single jump (a capture sequence is several steps). */
export interface Step {
  from: Square;
  to: Square;
  captured?: Square;
}

/** A capture sequence under way: where the column stands, what it jumped, which way it last went. */
export interface Chain {
  at: Square;
  /** Jumped columns, in order; they stay on the board and block until the sequence ends. */
  captured: Square[];
  dir: Direction;
}

export interface LastMove {
  seat: Seat;
  path: Square[];
  captured: Square[];
}

export type BashniResult = { winner: Seat; reason: 'noMoves' } | { draw: true; reason: 'noProgress' | 'threefold' };

export interface BashniState {
  board: Board;
  settings: BashniSettings;
  chain: Chain | null;
  lastMove: LastMove | null;
  /** Plies in a row of non-capturing king-topped moves (reset by any capture or man move). */
  quietPlies: number;
  /** Positions (with the side to move) seen since the last man move or capture. */
  positions: string[];
  result: BashniResult | null;
  /** Every move, in order, as the game log shows it. */
  log: LogLine[];
}
