import {
  facingHole,
  HOLE_COUNT,
  isPitNumber,
  isStore,
  otherSeat,
  pitHole,
  pitHoles,
  PITS_PER_SIDE,
  SEATS,
  seedsOnSide,
  sideOf,
  storeHole,
} from './holes';
import type { LastSowing, Seat } from './types';

export interface Sowing {
  /** The holes after the sowing, the capture and the end sweep. */
  holes: number[];
  /** Who sows next; meaningless once `over`. */
  toMove: Seat;
  /** One side's pits are empty: the sweep was done and the game is over. */
  over: boolean;
  move: LastSowing;
}

/** The pits (0-5) `seat` may sow from: its non-empty ones. One legality function for the move, the board and the AI. */
export function legalPits(holes: readonly number[], seat: Seat): number[] {
  const pits: number[] = [];
  for (let pit = 0; pit < PITS_PER_SIDE; pit += 1) if (holes[pitHole(seat, pit)]! > 0) pits.push(pit);
  return pits;
}

export function isLegalPit(holes: readonly number[], seat: Seat, pit: unknown): pit is number {
  return isPitNumber(pit) && holes[pitHole(seat, pit)]! > 0;
}

/** What sowing did besides moving seeds (see `sowInPlace`). */
export interface SowingOutcome {
  lastHole: number;
  captured: number;
  capturedFrom: number | null;
  /** Seeds each side's store received in the end sweep; null when the game goes on. */
  swept: Record<Seat, number> | null;
}

/**
 * The rules of one sowing, on `holes` in place (the search calls this on its own copies):
 * `seat`'s pit `pit` (which must be legal) is emptied and its seeds dropped one by one
 * counter-clockwise into the next holes, the own store included and the opponent's store skipped.
 * A last seed in an empty own pit captures it with the facing pit's seeds, if that pit has any.
 * When either side's pits are then empty, every seat's remaining seeds go to its own store.
 * `path`, when given, receives every hole a seed fell into, in order.
 */
export function sowInPlace(holes: number[], seat: Seat, pit: number, path?: number[]): SowingOutcome {
  const start = pitHole(seat, pit);
  const skipped = storeHole(otherSeat(seat));
  let seeds = holes[start]!;
  holes[start] = 0;
  let hole = start;
  while (seeds > 0) {
    hole = (hole + 1) % HOLE_COUNT;
    if (hole === skipped) continue;
    holes[hole]! += 1;
    path?.push(hole);
    seeds -= 1;
  }

  let captured = 0;
  let capturedFrom: number | null = null;
  const facing = facingHole(hole);
  if (!isStore(hole) && sideOf(hole) === seat && holes[hole] === 1 && holes[facing]! > 0) {
    captured = 1 + holes[facing]!;
    capturedFrom = facing;
    holes[storeHole(seat)]! += captured;
    holes[hole] = 0;
    holes[facing] = 0;
  }

  let swept: Record<Seat, number> | null = null;
  if (seedsOnSide(holes, '0') === 0 || seedsOnSide(holes, '1') === 0) {
    swept = { '0': seedsOnSide(holes, '0'), '1': seedsOnSide(holes, '1') };
    for (const side of SEATS) {
      holes[storeHole(side)]! += swept[side];
      for (const own of pitHoles(side)) holes[own] = 0;
    }
  }
  return { lastHole: hole, captured, capturedFrom, swept };
}

/** Whether the last seed of a sowing that left the game going fell in the mover's store: it sows again. */
export function earnsExtraTurn(outcome: SowingOutcome, seat: Seat): boolean {
  return outcome.swept === null && outcome.lastHole === storeHole(seat);
}

/** Sows `seat`'s pit `pit` (which must be legal) on a copy of `before`: see `sowInPlace`. */
export function sow(before: readonly number[], seat: Seat, pit: number): Sowing {
  const holes = [...before];
  const path: number[] = [];
  const outcome = sowInPlace(holes, seat, pit, path);
  const extraTurn = earnsExtraTurn(outcome, seat);
  return {
    holes,
    toMove: extraTurn ? seat : otherSeat(seat),
    over: outcome.swept !== null,
    move: { seat, pit, path, captured: outcome.captured, capturedFrom: outcome.capturedFrom, extraTurn, swept: outcome.swept },
  };
}
