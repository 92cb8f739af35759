import type { Seat } from '../types';

/** Seat 0 plays Red, seat 1 plays Blue. */
export const SEAT_COLOURS: Record<Seat, string> = { '0': '#ef5350', '1': '#42a5f5' };
export const SEAT_EDGE_COLOURS: Record<Seat, string> = { '0': '#b71c1c', '1': '#0d47a1' };
export const WHEEL_FILL = '#4e3b2a';
export const WHEEL_LINES = '#e8d5b5';
export const LAST_MOVE_COLOUR = '#ffeb3b';
export const WIN_COLOUR = '#ffd54f';
export const FOCUS_COLOUR = '#90caf9';
