import type { Seat } from '../types';

/** Seat 0 plays White, seat 1 plays Red. */
export const SEAT_COLOURS: Record<Seat, string> = { '0': '#f5f1e8', '1': '#e53935' };
export const SEAT_EDGE_COLOURS: Record<Seat, string> = { '0': '#9e9682', '1': '#8e1b1b' };
export const BOARD_FILL = '#c89b62';
export const BOARD_LINES = '#3b2616';
export const LAST_MOVE_COLOUR = '#ffeb3b';
export const REMOVE_COLOUR = '#ff1744';
export const FOCUS_COLOUR = '#1565c0';
