import type { LogLine } from '@tabula/game-kit';

/** Seat 0 is "Player 1", seat 1 "Player 2"; seat 0 fires the first shot. */
export type Seat = '0' | '1';

/** A cell of a 10x10 grid: row * 10 + column, 0-99. */
export type Cell = number;

/** A ship: the cells it covers, ascending (a straight line of 2-5 cells). */
export interface Ship {
  cells: Cell[];
}

/**
 * What a shot did. A hit says nothing about which ship it hit; `sunk` marks the shot that hit a
 * ship's last cell, and that ship is then listed, whole, in `sunk` of its owner.
 */
export type ShotResult = 'miss' | 'hit' | 'sunk';

export interface Shot {
  /** Who fired, at the other seat's grid. */
  by: Seat;
  cell: Cell;
  result: ShotResult;
}

export interface SeaBattleState {
  /**
   * Each seat's fleet, secret: empty until the seat places it, and in a view empty for every seat
   * but the owner (until the game is over).
   */
  fleets: Record<Seat, Ship[]>;
  /** Whether each seat has placed its fleet (public: "waiting for the opponent"). */
  placed: Record<Seat, boolean>;
  /** Every shot of the game, in order (public). */
  shots: Shot[];
  /** Each seat's ships that have sunk, in the order they sank (public, cells revealed). */
  sunk: Record<Seat, Ship[]>;
  /**
   * What happened, in order, as the game log shows it: that a seat placed its fleet (never where),
   * every shot by its cell name with miss, hit or the kind of ship it sank, and the winner.
   */
  log: LogLine[];
}
