import type { Cell, DiscPosition } from './types';

export const COLUMNS = 7;
export const ROWS = 6;
export const CONNECT = 4;

/** right, down, down-right, up-right */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

export function cellIndex(column: number, row: number): number {
  return row * COLUMNS + column;
}

export function emptyGrid(): Cell[] {
  return Array<Cell>(COLUMNS * ROWS).fill(null);
}

export function isColumn(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < COLUMNS;
}

/** The row a disc dropped in `column` comes to rest on, or null when the column is full. */
export function landingRow(cells: Cell[], column: number): number | null {
  for (let row = ROWS - 1; row >= 0; row -= 1) {
    if (cells[cellIndex(column, row)] === null) return row;
  }
  return null;
}

export function openColumns(cells: Cell[]): number[] {
  const open: number[] = [];
  for (let column = 0; column < COLUMNS; column += 1) if (landingRow(cells, column) !== null) open.push(column);
  return open;
}

function owner(cells: Cell[], column: number, row: number): Cell {
  if (column < 0 || column >= COLUMNS || row < 0 || row >= ROWS) return null;
  return cells[cellIndex(column, row)] ?? null;
}

/**
 * Every cell of each run of CONNECT or more same-coloured discs passing through `at`.
 * Only the disc just dropped can complete a line, so the game checks around the last move.
 */
export function winningCells(cells: Cell[], at: DiscPosition): number[] {
  const seat = owner(cells, at.column, at.row);
  if (seat === null) return [];
  const found = new Set<number>();
  for (const [dc, dr] of DIRECTIONS) {
    const run = [cellIndex(at.column, at.row)];
    for (const sign of [1, -1]) {
      let column = at.column + sign * dc;
      let row = at.row + sign * dr;
      while (owner(cells, column, row) === seat) {
        run.push(cellIndex(column, row));
        column += sign * dc;
        row += sign * dr;
      }
    }
    if (run.length >= CONNECT) for (const index of run) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}
