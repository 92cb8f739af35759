import type { PlayerID } from 'boardgame.io';
import type { SeatPaint } from '@tabula/boards/ui';

const BLUE = '#42a5f5';
const RED = '#ef5350';

/** Seat 0 plays Blue, seat 1 plays Red. */
export const DISC_COLOURS: Record<PlayerID, string> = { '0': BLUE, '1': RED };
export const WIN_COLOUR = '#ffeb3b';
export const FRAME_COLOUR = '#1e3a6e';
export const HOLE_COLOUR = '#0c1424';

export function discColour(seat: PlayerID): string {
  return DISC_COLOURS[seat] ?? '#9e9e9e';
}

export const SEATS = ['0', '1'] as const;

/** The legend's discs: the board's colours, rimmed in their own colour. */
export const DISC_PAINT: Record<(typeof SEATS)[number], SeatPaint> = {
  '0': { fill: BLUE, edge: BLUE },
  '1': { fill: RED, edge: RED },
};
