import type { PointGeometry } from '@tabula/boards/ui';
import { ALL_POINTS, GRID, POINT_NAMES, SPOTS } from '../geometry';

/** Space left round the outer square, as a share of the board's width, for the coordinates. */
export const MARGIN = 0.1;
const STEP = (1 - 2 * MARGIN) / (GRID - 1);

/** Where a grid spot is drawn, as fractions of the board's width and height; rank 1 at the bottom. */
export function screenPosition(x: number, y: number): { left: number; top: number } {
  return { left: MARGIN + x * STEP, top: MARGIN + (GRID - 1 - y) * STEP };
}

const pointAt = (x: number, y: number) => ALL_POINTS.find((point) => SPOTS[point]!.x === x && SPOTS[point]!.y === y) ?? null;

/** The 7x7 grid as the screen shows it, rank 7 first, null where the grid has no point. */
const ROWS = Array.from({ length: GRID }, (_, row) => Array.from({ length: GRID }, (_, x) => pointAt(x, GRID - 1 - row)));

/** The board on screen: the tab stop starts on d2, near the middle. */
export const MORRIS_GEOMETRY: PointGeometry = {
  rows: ROWS,
  firstFocus: POINT_NAMES.indexOf('d2'),
  positionOf: (point) => screenPosition(SPOTS[point]!.x, SPOTS[point]!.y),
  pointSize: 0.105,
  width: 'min(94vw, 480px)',
};
