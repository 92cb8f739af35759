import { otherSeat, pitHole, PITS_PER_SIDE, storeHole } from '../holes';
import type { Seat } from '../types';

/** Where each hole is drawn when `bottom`'s side is at the bottom, seen by the player sitting there. */
export interface BoardLayout {
  bottom: Seat;
  top: Seat;
  /** Hole indices left to right: the bottom seat's pits run 1-6 from its left towards its store on the right. */
  bottomRow: number[];
  /** Hole indices left to right: the top seat's pits run 1-6 from its own left, which is our right. */
  topRow: number[];
  /** The top seat's store, on the left; the bottom seat's is on the right. */
  leftStore: number;
  rightStore: number;
}

export function boardLayout(bottom: Seat): BoardLayout {
  const top = otherSeat(bottom);
  const pits = Array.from({ length: PITS_PER_SIDE }, (_, pit) => pit);
  return {
    bottom,
    top,
    bottomRow: pits.map((pit) => pitHole(bottom, pit)),
    topRow: pits.map((pit) => pitHole(top, PITS_PER_SIDE - 1 - pit)),
    leftStore: storeHole(top),
    rightStore: storeHole(bottom),
  };
}
