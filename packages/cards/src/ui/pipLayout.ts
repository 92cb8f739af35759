/** Pip centres of number cards on a 50 x 70 card, as printed: [x, y]. */
const L = 17;
const C = 25;
const R = 33;
const TOP = 15;
const BOTTOM = 55;
const MIDDLE = 35;
const FOUR_ROWS = [15, 28.33, 41.67, 55];

const pairs = (...rows: number[]) =>
  rows.flatMap((y): [number, number][] => [
    [L, y],
    [R, y],
  ]);
const corners = pairs(TOP, BOTTOM);

const LAYOUTS: Record<number, [number, number][]> = {
  2: [
    [C, TOP],
    [C, BOTTOM],
  ],
  3: [
    [C, TOP],
    [C, MIDDLE],
    [C, BOTTOM],
  ],
  4: corners,
  5: [...corners, [C, MIDDLE]],
  6: pairs(TOP, MIDDLE, BOTTOM),
  7: [...pairs(TOP, MIDDLE, BOTTOM), [C, 25]],
  8: [...pairs(TOP, MIDDLE, BOTTOM), [C, 25], [C, 45]],
  9: [...pairs(...FOUR_ROWS), [C, MIDDLE]],
  10: [...pairs(...FOUR_ROWS), [C, 21.67], [C, 48.33]],
};

/** Where the pips of a number card go, or null for a card drawn otherwise (aces, faces, trumps). */
export function pipsOf(rank: string): [number, number][] | null {
  return LAYOUTS[Number(rank)] ?? null;
}

/** Pips below the middle are printed upside down. */
export const isLowerHalf = (y: number) => y > MIDDLE;
