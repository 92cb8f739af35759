import type { PlacementChoice } from './bitboard';
import { EMPTY, SIZE, cellAt } from './geometry';
import { orientationOfTransform, orientationsOf, type Cell } from './pieces';
import { initialState } from './rules';
import type { CornerusState } from './types';

const LETTERS: Record<string, number> = { B: 0, Y: 1, R: 2, G: 3 };

/** A placement of `piece` turned by `transform` (see pieces.ts) with its bounding box's top-left at (x, y). */
export const at = (piece: number, transform: number, x: number, y: number): PlacementChoice => ({
  piece,
  orientation: orientationOfTransform(piece, transform),
  x,
  y,
});

/** The cells as a picture: rows joined by /, # for a square. */
export function drawingOf(cells: readonly Cell[]): string {
  const width = Math.max(...cells.map(([x]) => x)) + 1;
  const height = Math.max(...cells.map(([, y]) => y)) + 1;
  const rows = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => (cells.some(([cx, cy]) => cx === x && cy === y) ? '#' : '.')).join(''),
  );
  return rows.join('/');
}

export const drawingOfOrientation = (piece: number, orientation: number): string =>
  drawingOf(orientationsOf(piece)[orientation]!.cells);

/**
 * A state whose board is drawn from its top-left corner (B, Y, R, G for the colours, . empty);
 * the supplies are full: tests of placement legality only need the squares.
 */
export function stateWithBoard(rows: readonly string[], offset: readonly [x: number, y: number] = [0, 0]): CornerusState {
  const G = initialState();
  rows.forEach((row, y) =>
    [...row].forEach((mark, x) => {
      const colour = LETTERS[mark];
      if (colour !== undefined) G.board[cellAt(x + offset[0], y + offset[1])] = colour;
    }),
  );
  return G;
}

/** Counts the squares of each colour on the board. */
export const squaresOf = (G: CornerusState, colour: number): number => G.board.filter((cell) => cell === colour).length;

export const emptyCount = (G: CornerusState): number => G.board.filter((cell) => cell === EMPTY).length;

export const LAST = SIZE - 1;
