export const GRID_SIZE = 5;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;
/** The middle cell of the grid holds no card. */
export const CENTRE = (CELL_COUNT - 1) / 2;
/** The cells that hold a card, row by row. */
export const CARD_CELLS: readonly number[] = Array.from({ length: CELL_COUNT }, (_, cell) => cell).filter(
  (cell) => cell !== CENTRE,
);
export const PAIRS = CARD_CELLS.length / 2;

/** A card's number as players read the grid: 1-24, row by row, the centre skipped. */
export function cardNumber(cell: number): number {
  return CARD_CELLS.indexOf(cell) + 1;
}

export function isCardCell(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CELL_COUNT && value !== CENTRE;
}
