import type { LogLine } from '@tabula/game-kit';

/** Seat 0 plays Red and moves first, seat 1 plays Blue. */
export type Seat = '0' | '1';

/** A point of the wheel: the seat whose piece stands on it, or null when empty. */
export type PointContent = Seat | null;

export interface LastMove {
  seat: Seat;
  /** Null for a placement. */
  from: number | null;
  to: number;
}

export type RotaResult = { winner: Seat; reason: 'line' } | { draw: true; reason: 'threefold' };

export interface RotaState {
  /** The 9 points: 0-7 round the circle clockwise from the top, 8 the centre (see wheel.ts). */
  points: PointContent[];
  lastMove: LastMove | null;
  /**
   * How often each position of the moving phase has occurred (position key -> count): the third
   * occurrence of the same position with the same player to move is a draw.
   */
  seen: Record<string, number>;
  /** Set by the action that decides the game; `endIf` reports it. */
  result: RotaResult | null;
  /** Every placement and move, in order, as the game log shows it. */
  log: LogLine[];
}
