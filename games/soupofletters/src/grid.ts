/** The 8 directions a word may run in, as [row step, column step]. */
export const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

export const rowOf = (cell: number, size: number) => Math.floor(cell / size);
export const columnOf = (cell: number, size: number) => cell % size;

/**
 * The cells of the straight line of `length` cells from `start` in direction `[dr, dc]`, or null
 * when it leaves the grid.
 */
export function lineFrom(start: number, [dr, dc]: readonly [number, number], length: number, size: number): number[] | null {
  const row = rowOf(start, size);
  const column = columnOf(start, size);
  const endRow = row + dr * (length - 1);
  const endColumn = column + dc * (length - 1);
  if (endRow < 0 || endRow >= size || endColumn < 0 || endColumn >= size) return null;
  return Array.from({ length }, (_, i) => (row + dr * i) * size + column + dc * i);
}

/**
 * The line from `first` to `last` when they lie on one row, column or diagonal (one cell when they
 * are the same), first to last; null otherwise.
 */
export function lineBetween(first: number, last: number, size: number): number[] | null {
  const rows = rowOf(last, size) - rowOf(first, size);
  const columns = columnOf(last, size) - columnOf(first, size);
  if (rows !== 0 && columns !== 0 && Math.abs(rows) !== Math.abs(columns)) return null;
  const length = Math.max(Math.abs(rows), Math.abs(columns)) + 1;
  return lineFrom(first, [Math.sign(rows), Math.sign(columns)], length, size);
}

/** Whether `cells` are two or more grid cells in a straight line, in order, with no gap. */
export function isStraightLine(cells: readonly number[], size: number): boolean {
  if (cells.length < 2) return false;
  const line = lineBetween(cells[0]!, cells[cells.length - 1]!, size);
  return line !== null && line.length === cells.length && line.every((cell, i) => cell === cells[i]);
}

/** The letters of the grid at `cells`, in order. */
export const lettersAt = (letters: string, cells: readonly number[]) => cells.map((cell) => letters[cell] ?? '').join('');
