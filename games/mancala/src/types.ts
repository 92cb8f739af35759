import type { LogLine } from '@tabula/game-kit';

/** Seat 0 is "Player 1" and moves first; seat 1 is "Player 2". */
export type Seat = '0' | '1';

/** What the last sowing did, for the board to show. */
export interface LastSowing {
  seat: Seat;
  /** The pit sown from, 0-5 on the mover's side. */
  pit: number;
  /** The holes (indices into `holes`) that received a seed, in order; the last one is where the last seed fell. */
  path: number[];
  /** Seeds moved into the mover's store by a capture (the capturing seed included); 0 without a capture. */
  captured: number;
  /** The hole on the other side whose seeds were captured, or null. */
  capturedFrom: number | null;
  /** The last seed fell in the mover's store and the game goes on: the mover sows again. */
  extraTurn: boolean;
  /** Seeds each seat's store received in the end sweep; null when the game goes on. */
  swept: Record<Seat, number> | null;
}

export interface MancalaState {
  /**
   * The 14 holes in sowing order (counter-clockwise): seat 0's pits 0-5, seat 0's store (6),
   * seat 1's pits 0-5 (7-12), seat 1's store (13). Each holds its seed count.
   */
  holes: number[];
  /** Who sows next (the same seat again after an extra turn). */
  toMove: Seat;
  lastMove: LastSowing | null;
  /** Every sowing and what came of it, in order, as the game log shows it. */
  log: LogLine[];
}
