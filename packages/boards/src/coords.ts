/** An 8x8 board stored row by row: index = y * 8 + x, with y = 0 the top row as seat 0 sees it. */
export const SIZE = 8;
export const SQUARES = SIZE * SIZE;

export type Square = number;

export interface Direction {
  dx: -1 | 1;
  dy: -1 | 1;
}

/** The four diagonal directions. */
export const DIAGONALS: readonly Direction[] = [
  { dx: -1, dy: -1 },
  { dx: 1, dy: -1 },
  { dx: -1, dy: 1 },
  { dx: 1, dy: 1 },
];

export function toIndex(x: number, y: number): Square {
  return y * SIZE + x;
}

export function xOf(square: Square): number {
  return square % SIZE;
}

export function yOf(square: Square): number {
  return Math.floor(square / SIZE);
}

export function onBoard(x: number, y: number): boolean {
  return x >= 0 && x < SIZE && y >= 0 && y < SIZE;
}

export function isSquare(value: unknown): value is Square {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < SQUARES;
}

/** Draughts are played on the dark squares: (x + y) odd, so the bottom-left corner is dark. */
export function isDark(square: Square): boolean {
  return (xOf(square) + yOf(square)) % 2 === 1;
}

export const DARK_SQUARES: readonly Square[] = Array.from({ length: SQUARES }, (_, i) => i).filter(isDark);

/** The squares from `from` (exclusive) to the edge along `dir`. */
export function ray(from: Square, dir: Direction): Square[] {
  const out: Square[] = [];
  let x = xOf(from) + dir.dx;
  let y = yOf(from) + dir.dy;
  while (onBoard(x, y)) {
    out.push(toIndex(x, y));
    x += dir.dx;
    y += dir.dy;
  }
  return out;
}

/** The diagonal direction from one square to another, or null if they are not on one diagonal. */
export function directionBetween(from: Square, to: Square): Direction | null {
  const dx = xOf(to) - xOf(from);
  const dy = yOf(to) - yOf(from);
  if (dx === 0 || Math.abs(dx) !== Math.abs(dy)) return null;
  return { dx: Math.sign(dx) as -1 | 1, dy: Math.sign(dy) as -1 | 1 };
}

/** The squares strictly between two squares on one diagonal. */
export function between(from: Square, to: Square): Square[] {
  const dir = directionBetween(from, to);
  if (!dir) return [];
  const out: Square[] = [];
  for (const sq of ray(from, dir)) {
    if (sq === to) break;
    out.push(sq);
  }
  return out;
}

export function sameDirection(a: Direction, b: Direction): boolean {
  return a.dx === b.dx && a.dy === b.dy;
}

export function isOpposite(a: Direction, b: Direction): boolean {
  return a.dx === -b.dx && a.dy === -b.dy;
}

/** Algebraic name of a square as seen by seat 0: files a-h left to right, ranks 8-1 top to bottom. */
export function squareName(square: Square): string {
  return `${'abcdefgh'[xOf(square)]}${SIZE - yOf(square)}`;
}

/** The far row a seat's men promote on: seat 0 moves up (y = 0), seat 1 down (y = 7). */
export function promotionRow(seat: string): number {
  return seat === '0' ? 0 : SIZE - 1;
}

/** The forward y step of a seat's men. */
export function forwardDy(seat: string): -1 | 1 {
  return seat === '0' ? -1 : 1;
}
