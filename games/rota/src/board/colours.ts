import type { PointTheme } from '@tabula/boards/ui';
import type { Seat } from '../types';

export const WHEEL_FILL = '#4e3b2a';
export const WHEEL_LINES = '#e8d5b5';

/** Seat 0 plays Red, seat 1 plays Blue, on a dark wheel with light lines. */
export const WHEEL_THEME: PointTheme<Seat> = {
  seats: { '0': { fill: '#ef5350', edge: '#b71c1c' }, '1': { fill: '#42a5f5', edge: '#0d47a1' } },
  lines: WHEEL_LINES,
  focus: '#90caf9',
  selected: '#ffffff',
};
