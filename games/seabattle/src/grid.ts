import type { Cell } from './types';

export const GRID_SIZE = 10;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;
export const ALL_CELLS: Cell[] = Array.from({ length: CELL_COUNT }, (_, cell) => cell);

export const rowOf = (cell: Cell) => Math.floor(cell / GRID_SIZE);
export const columnOf = (cell: Cell) => cell % GRID_SIZE;
export const cellAt = (row: number, column: number): Cell => row * GRID_SIZE + column;

export function isCell(value: unknown): value is Cell {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CELL_COUNT;
}

export function isOnGrid(row: number, column: number): boolean {
  return row >= 0 && row < GRID_SIZE && column >= 0 && column < GRID_SIZE;
}

/** The cells up, down, left and right of `cell` that lie on the grid. */
export function neighboursOf(cell: Cell): Cell[] {
  const row = rowOf(cell);
  const column = columnOf(cell);
  return [
    [row - 1, column],
    [row + 1, column],
    [row, column - 1],
    [row, column + 1],
  ]
    .filter(([r, c]) => isOnGrid(r!, c!))
    .map(([r, c]) => cellAt(r!, c!));
}
