import type { LogLine } from '@tabula/game-kit';

/** Seat 0 plays White and moves first, seat 1 plays Red. */
export type Seat = '0' | '1';

/** A point of the board: the seat whose piece stands on it, or null when empty. */
export type PointContent = Seat | null;

export interface LastMove {
  seat: Seat;
  /** Null for a placement. */
  from: number | null;
  to: number;
  /** The opponent's piece taken after closing a mill, once taken. */
  removed: number | null;
}

export type MorrisResult = { winner: Seat; reason: 'twoLeft' | 'blocked' } | { draw: true; reason: 'threefold' | 'noMill' };

export interface MorrisState {
  /** The 24 points: outer square 0-7, middle 8-15, inner 16-23 (see geometry.ts). */
  points: PointContent[];
  /** Pieces each seat has still to place (9 at the start). */
  inHand: Record<Seat, number>;
  /** The player to move closed a mill and must now remove one opposing piece to end the turn. */
  removing: boolean;
  lastMove: LastMove | null;
  /**
   * How often each position of the moving phase has occurred since the last removal (position
   * key -> count): the third occurrence is a draw. A removal makes every earlier position unreachable.
   */
  seen: Record<string, number>;
  /** Turns played in the moving phase since the last removal (or since it began). */
  quietTurns: number;
  /** Set by the action that decides the game; `endIf` reports it. */
  result: MorrisResult | null;
  /** Every placement, move and removal, in order, as the game log shows it. */
  log: LogLine[];
}
