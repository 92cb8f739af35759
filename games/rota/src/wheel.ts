/**
 * The Rota wheel: 8 points on a circle, numbered 0-7 clockwise from the top, and the centre, 8.
 * Neighbours on the circle are linked, and the centre is linked to every circle point.
 */
export const CIRCLE_POINTS = 8;
export const CENTRE = 8;
export const POINT_COUNT = 9;
export const ALL_POINTS: readonly number[] = Array.from({ length: POINT_COUNT }, (_, point) => point);

/** The 8 arcs of three neighbouring circle points, then the 4 diameters through the centre. */
export const LINES: ReadonlyArray<readonly [number, number, number]> = [
  ...Array.from({ length: CIRCLE_POINTS }, (_, i) => [i, (i + 1) % CIRCLE_POINTS, (i + 2) % CIRCLE_POINTS] as const),
  ...Array.from({ length: CIRCLE_POINTS / 2 }, (_, i) => [i, CENTRE, i + CIRCLE_POINTS / 2] as const),
];

export function isPoint(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < POINT_COUNT;
}

export function neighbours(point: number): number[] {
  if (point === CENTRE) return Array.from({ length: CIRCLE_POINTS }, (_, i) => i);
  return [(point + CIRCLE_POINTS - 1) % CIRCLE_POINTS, (point + 1) % CIRCLE_POINTS, CENTRE];
}

export function areAdjacent(a: number, b: number): boolean {
  return isPoint(a) && isPoint(b) && neighbours(a).includes(b);
}

/**
 * Where a point is drawn, as fractions of the board's width and height: the circle has radius
 * RADIUS around the middle, point 0 at the top.
 */
export const RADIUS = 0.37;
export function pointPosition(point: number): { x: number; y: number } {
  if (point === CENTRE) return { x: 0.5, y: 0.5 };
  const angle = (point * 2 * Math.PI) / CIRCLE_POINTS;
  return { x: 0.5 + RADIUS * Math.sin(angle), y: 0.5 - RADIUS * Math.cos(angle) };
}

/** The points as a 3x3 grid seen on screen (top-left point 7 ... bottom-right point 3), for the arrow keys. */
export const KEYBOARD_LAYOUT: ReadonlyArray<readonly number[]> = [
  [7, 0, 1],
  [6, CENTRE, 2],
  [5, 4, 3],
];
