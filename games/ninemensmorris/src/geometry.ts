/**
 * The Nine Men's Morris board: three concentric squares of 8 points each. On a 7x7 grid (files
 * a-g left to right, ranks 1-7 bottom to top) square s (0 outer, 1 middle, 2 inner) has its corners
 * at distance s from the edge. Within a square, points run anticlockwise from the bottom-left
 * corner: corner, middle of the bottom side, corner, middle of the right side, and so on; point
 * index = 8 * square + position. Odd positions are the middles of the sides.
 */
export const SQUARES = 3;
export const POINTS_PER_SQUARE = 8;
export const POINT_COUNT = SQUARES * POINTS_PER_SQUARE;
export const GRID = 7;
export const ALL_POINTS: readonly number[] = Array.from({ length: POINT_COUNT }, (_, point) => point);

export interface GridSpot {
  /** 0-6: file a-g. */
  x: number;
  /** 0-6: rank 1-7, from the bottom. */
  y: number;
}

function spotOf(point: number): GridSpot {
  const square = Math.floor(point / POINTS_PER_SQUARE);
  const position = point % POINTS_PER_SQUARE;
  const low = square;
  const high = GRID - 1 - square;
  const mid = (GRID - 1) / 2;
  const spots: GridSpot[] = [
    { x: low, y: low },
    { x: mid, y: low },
    { x: high, y: low },
    { x: high, y: mid },
    { x: high, y: high },
    { x: mid, y: high },
    { x: low, y: high },
    { x: low, y: mid },
  ];
  return spots[position]!;
}

export const SPOTS: readonly GridSpot[] = ALL_POINTS.map(spotOf);

/** "a1" ... "g7", the usual names of the points. */
export const POINT_NAMES: readonly string[] = SPOTS.map(({ x, y }) => `${'abcdefg'[x]}${y + 1}`);

export function isPoint(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < POINT_COUNT;
}

function neighboursOf(point: number): number[] {
  const square = Math.floor(point / POINTS_PER_SQUARE);
  const position = point % POINTS_PER_SQUARE;
  const base = square * POINTS_PER_SQUARE;
  const links = [base + ((position + 1) % POINTS_PER_SQUARE), base + ((position + POINTS_PER_SQUARE - 1) % POINTS_PER_SQUARE)];
  // The middles of the sides are linked to the same middle of the next square in and out.
  if (position % 2 === 1) {
    if (square > 0) links.push(point - POINTS_PER_SQUARE);
    if (square < SQUARES - 1) links.push(point + POINTS_PER_SQUARE);
  }
  return links.sort((a, b) => a - b);
}

export const NEIGHBOURS: ReadonlyArray<readonly number[]> = ALL_POINTS.map(neighboursOf);

export function areAdjacent(a: number, b: number): boolean {
  return isPoint(a) && isPoint(b) && NEIGHBOURS[a]!.includes(b);
}

/** The 16 mills: the 4 sides of each square (corner, middle, corner), then the 4 spokes across the squares. */
export const MILLS: ReadonlyArray<readonly [number, number, number]> = [
  ...Array.from({ length: SQUARES * 4 }, (_, i) => {
    const base = Math.floor(i / 4) * POINTS_PER_SQUARE;
    const corner = (i % 4) * 2;
    return [base + corner, base + corner + 1, base + ((corner + 2) % POINTS_PER_SQUARE)] as const;
  }),
  ...Array.from({ length: 4 }, (_, i) => {
    const middle = i * 2 + 1;
    return [middle, middle + POINTS_PER_SQUARE, middle + 2 * POINTS_PER_SQUARE] as const;
  }),
];

/** The mills each point belongs to (two for every point). */
export const MILLS_OF: ReadonlyArray<ReadonlyArray<readonly [number, number, number]>> = ALL_POINTS.map((point) =>
  MILLS.filter((mill) => mill.includes(point)),
);
