import type { Colour } from './types';

export const SIZE = 20;
export const CELL_COUNT = SIZE * SIZE;
export const COLOURS: readonly Colour[] = [0, 1, 2, 3];
export const EMPTY = -1;

export const cellAt = (x: number, y: number): number => y * SIZE + x;
export const xOf = (cell: number): number => cell % SIZE;
export const yOf = (cell: number): number => Math.floor(cell / SIZE);

/** Each colour's starting corner: Blue top-left, Yellow top-right, Red bottom-right, Green bottom-left. */
export const START_CORNERS: Readonly<Record<Colour, readonly [x: number, y: number]>> = {
  0: [0, 0],
  1: [SIZE - 1, 0],
  2: [SIZE - 1, SIZE - 1],
  3: [0, SIZE - 1],
};

export const isColour = (value: unknown): value is Colour => value === 0 || value === 1 || value === 2 || value === 3;
