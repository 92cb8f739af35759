import type { Seat } from '../types';

/** Seat 0 has the blue badge, seat 1 the green one (as in the reference). */
export const SEAT_COLOURS: Record<Seat, string> = { '0': '#42a5f5', '1': '#66bb6a' };
export const CARD_BACK = '#283593';
export const CARD_BACK_PATTERN = '#3949ab';
export const HINT = '#ffd54f';
export const LAST_TRY = '#ffffff';
