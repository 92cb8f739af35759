import type { PlayerID } from 'boardgame.io';

/** Where a seat sits around the table, seen by the viewer at the bottom. */
export type SeatPlace = 'bottom' | 'left' | 'topLeft' | 'top' | 'topRight' | 'right';

/** More seats than this are listed compactly instead of being placed around the table. */
export const MAX_PLACED_SEATS = 6;

// The others, clockwise from the viewer: the next seat sits on the left.
const PLACES_OF_OTHERS: Record<number, SeatPlace[]> = {
  1: ['top'],
  2: ['topLeft', 'topRight'],
  3: ['left', 'top', 'right'],
  4: ['left', 'topLeft', 'topRight', 'right'],
  5: ['left', 'topLeft', 'top', 'topRight', 'right'],
};

/**
 * The place of every seat, `self` (or the first seat, for a spectator) at the bottom and the others
 * clockwise in seating order; null beyond six seats, where the table lists the seats instead.
 */
export function seatPlaces(seats: readonly PlayerID[], self?: PlayerID | null): Map<PlayerID, SeatPlace> | null {
  if (seats.length > MAX_PLACED_SEATS) return null;
  const start = Math.max(0, self == null ? 0 : seats.indexOf(self));
  const around = [...seats.slice(start), ...seats.slice(0, start)];
  const others = PLACES_OF_OTHERS[around.length - 1] ?? [];
  return new Map(around.map((seat, index) => [seat, index === 0 ? 'bottom' : others[index - 1]!]));
}

/** Where a card played from each place lies in the middle, in card widths and heights from the centre. */
export const TRICK_OFFSETS: Record<SeatPlace, [x: number, y: number]> = {
  bottom: [0, 0.36],
  top: [0, -0.36],
  left: [-0.72, 0],
  right: [0.72, 0],
  topLeft: [-0.6, -0.32],
  topRight: [0.6, -0.32],
};
