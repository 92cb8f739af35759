import { GRID, SPOTS } from '../geometry';

/** Space left round the outer square, as a share of the board's width, for the coordinates. */
export const MARGIN = 0.1;
const STEP = (1 - 2 * MARGIN) / (GRID - 1);

/** Where a grid spot is drawn, as fractions of the board's width and height; rank 1 at the bottom. */
export function screenPosition(x: number, y: number): { left: number; top: number } {
  return { left: MARGIN + x * STEP, top: MARGIN + (GRID - 1 - y) * STEP };
}

export function pointPosition(point: number): { left: number; top: number } {
  const { x, y } = SPOTS[point]!;
  return screenPosition(x, y);
}
