import type { PlayerID } from 'boardgame.io';

/** Seat 0 plays Blue, seat 1 plays Red. */
export const DISC_COLOURS: Record<PlayerID, string> = { '0': '#42a5f5', '1': '#ef5350' };
export const WIN_COLOUR = '#ffeb3b';
export const FRAME_COLOUR = '#1e3a6e';
export const HOLE_COLOUR = '#0c1424';

export function discColour(seat: PlayerID): string {
  return DISC_COLOURS[seat] ?? '#9e9e9e';
}
