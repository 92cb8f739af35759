/** The 75-ball card: five columns of 15 numbers each, B I N G O. */
export const COLUMN_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export const SIZE = 5;
export const CELLS = SIZE * SIZE;
export const FREE_CELL = 12;
export const HIGHEST_NUMBER = 75;
export const NUMBERS_PER_COLUMN = 15;

export type Letter = (typeof COLUMN_LETTERS)[number];

/** The column letter of a called number (1-75). */
export const letterOf = (number: number): Letter => COLUMN_LETTERS[Math.floor((number - 1) / NUMBERS_PER_COLUMN)]!;

/** A source of uniform numbers in [0, 1): the move's or hook's `random.Number`. */
export type UniformSource = () => number;

/** A whole number in [0, bound). */
export const pickBelow = (bound: number, uniform: UniformSource) => Math.min(bound - 1, Math.floor(uniform() * bound));

/**
 * A new card: in each column five distinct numbers of its 15, in the order drawn, row by row; the
 * centre is the free square (0).
 */
export function dealCard(uniform: UniformSource): number[] {
  const card = new Array<number>(CELLS).fill(0);
  for (let column = 0; column < SIZE; column += 1) {
    const pool = Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => column * NUMBERS_PER_COLUMN + i + 1);
    for (let row = 0; row < SIZE; row += 1) {
      const [number] = pool.splice(pickBelow(pool.length, uniform), 1);
      card[row * SIZE + column] = number!;
    }
  }
  card[FREE_CELL] = 0;
  return card;
}

/** The numbers not yet called, ascending. */
export function uncalledNumbers(called: readonly number[]): number[] {
  const done = new Set(called);
  return Array.from({ length: HIGHEST_NUMBER }, (_, i) => i + 1).filter((number) => !done.has(number));
}
