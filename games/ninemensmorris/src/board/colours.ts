import type { PointTheme } from '@tabula/boards/ui';
import type { Seat } from '../types';

export const BOARD_FILL = '#c89b62';
export const BOARD_LINES = '#3b2616';

/** Seat 0 plays White, seat 1 plays Red, on a wooden board with dark lines. */
export const MORRIS_THEME: PointTheme<Seat> = {
  seats: { '0': { fill: '#f5f1e8', edge: '#9e9682' }, '1': { fill: '#e53935', edge: '#8e1b1b' } },
  lines: BOARD_LINES,
  focus: '#1565c0',
  selected: '#1565c0',
};
