import { columnOf, GRID_SIZE, rowOf } from './grid';
import type { Cell } from './types';

const COLUMNS = 'ABCDEFGHIJ';

/** The names of the columns, left to right, and of the rows, top to bottom, as drawn beside the grids. */
export const COLUMN_NAMES: string[] = [...COLUMNS];
export const ROW_NAMES: string[] = Array.from({ length: GRID_SIZE }, (_, row) => String(row + 1));

/** A cell's name as players say it: column letter and row number, "A1" top left, "J10" bottom right. */
export function cellName(cell: Cell): string {
  return `${COLUMNS[columnOf(cell)]}${rowOf(cell) + 1}`;
}

/** The grid's rows of cells, top to bottom, for drawing and keyboard movement. */
export const GRID_ROWS: Cell[][] = Array.from({ length: GRID_SIZE }, (_, row) =>
  Array.from({ length: GRID_SIZE }, (_, column) => row * GRID_SIZE + column),
);
