/** Coordinates of the 8x8 board: index = row * SIZE + column. */
export const SIZE = 8;
export const SQUARES = SIZE * SIZE;

export const DIRECTIONS: ReadonlyArray<readonly [dx: number, dy: number]> = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

export const indexOf = (x: number, y: number): number => y * SIZE + x;
export const columnOf = (index: number): number => index % SIZE;
export const rowOf = (index: number): number => Math.floor(index / SIZE);
/** Square name as printed beside the board: column letter a-h, row number 1-8 from the top. */
export const squareName = (index: number): string => `${'abcdefgh'[columnOf(index)]}${rowOf(index) + 1}`;
export const onBoard = (x: number, y: number): boolean => x >= 0 && x < SIZE && y >= 0 && y < SIZE;

/** The up to 8 squares touching `index`. */
export function neighbours(index: number): number[] {
  const x = columnOf(index);
  const y = rowOf(index);
  return DIRECTIONS.flatMap(([dx, dy]) => (onBoard(x + dx, y + dy) ? [indexOf(x + dx, y + dy)] : []));
}

export const CORNERS: readonly number[] = [
  indexOf(0, 0),
  indexOf(SIZE - 1, 0),
  indexOf(0, SIZE - 1),
  indexOf(SIZE - 1, SIZE - 1),
];
