import type { Cell } from './types';

/** The 8 lines of three: rows, columns, diagonals. */
export const LINES: ReadonlyArray<readonly [number, number, number]> = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

export function winningLine(cells: Cell[]): readonly [number, number, number] | null {
  for (const line of LINES) {
    const [a, b, c] = line;
    const mark = cells[a];
    if (mark !== null && mark !== undefined && mark === cells[b] && mark === cells[c]) return line;
  }
  return null;
}

export function emptyCells(cells: Cell[]): number[] {
  return cells.flatMap((cell, index) => (cell === null ? [index] : []));
}
