import { CELLS, FREE_CELL, SIZE } from './card';

const range = (length: number) => Array.from({ length }, (_, i) => i);

/** The twelve lines of five: rows, columns and both diagonals (cells row by row). */
export const LINES: readonly (readonly number[])[] = [
  ...range(SIZE).map((row) => range(SIZE).map((column) => row * SIZE + column)),
  ...range(SIZE).map((column) => range(SIZE).map((row) => row * SIZE + column)),
  range(SIZE).map((i) => i * SIZE + i),
  range(SIZE).map((i) => i * SIZE + (SIZE - 1 - i)),
];

/** Whether a square of a card counts for a claim: the free centre, or marked with a number already called. */
function counts(card: readonly number[], marked: ReadonlySet<number>, called: ReadonlySet<number>, cell: number): boolean {
  return cell === FREE_CELL || (marked.has(cell) && called.has(card[cell]!));
}

/** The first line (in LINES' order) whose five squares all count, or null. */
export function completedLine(card: readonly number[], marks: readonly number[], called: readonly number[]): number[] | null {
  if (card.length !== CELLS) return null;
  const marked = new Set(marks);
  const calledSet = new Set(called);
  const line = LINES.find((cells) => cells.every((cell) => counts(card, marked, calledSet, cell)));
  return line ? [...line] : null;
}
