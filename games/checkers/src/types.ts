import type { Square } from '@tabula/boards';
import type { LogLine } from '@tabula/game-kit';

export type Seat = '0' | '1';

export interface Piece {
  owner: Seat;
  king: boolean;
}

/** 64 squares row by row (y = 0 is Black's back row); pieces stand on dark squares only. */
export type Board = Array<Piece | null>;

export interface CheckersSettings {
  piecesPerPlayer: 8 | 12;
  /** When any capture exists, only captures are legal. */
  forcedCapture: boolean;
  /** Kings move any distance along an empty diagonal and may land anywhere beyond a captured piece. */
  flyingKings: boolean;
  /** A man crowned during a capture ends the turn there. */
  stopJumpingOnKing: boolean;
  /** Draw after this many moves per player without a capture or a man move; null = never. */
  drawAfterMoves: 15 | 30 | 40 | null;
}

/** One step of a turn: a simple move, or a single jump (a capture sequence is several steps). */
export interface Step {
  from: Square;
  to: Square;
  captured?: Square;
}

export interface LastMove {
  seat: Seat;
  /** Every square the piece stood on, in order. */
  path: Square[];
  captured: Square[];
}

export interface CheckersState {
  board: Board;
  settings: CheckersSettings;
  /** The square of the piece that must keep capturing this turn, or null. */
  chain: Square | null;
  lastMove: LastMove | null;
  /** Plies in a row of non-capturing king moves (reset by any capture or man move). */
  quietPlies: number;
  /** Set when the game is decided; `endIf` reports it. */
  result: CheckersResult | null;
  /** Every move, in order, as the game log shows it. */
  log: LogLine[];
}

export type CheckersResult = { winner: Seat; reason: 'noMoves' } | { draw: true; reason: 'noProgress' };
