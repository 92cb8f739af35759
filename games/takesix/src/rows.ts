import { bullheadsIn, type CardNumber, ROW_LIMIT } from './cards';

const lastOf = (row: readonly CardNumber[]): CardNumber => row[row.length - 1]!;

/**
 * The row a card must go to: the one whose last card is the highest below it; null when the card
 * is lower than every row end (its owner then chooses any row and takes it).
 */
export function forcedRow(rowCards: readonly (readonly CardNumber[])[], card: CardNumber): number | null {
  let best: number | null = null;
  rowCards.forEach((row, index) => {
    const end = lastOf(row);
    if (end < card && (best === null || end > lastOf(rowCards[best]!))) best = index;
  });
  return best;
}

/** The rows a seat may put its card in: the forced one, or any row when the card is lower than every end. */
export function legalRows(rowCards: readonly (readonly CardNumber[])[], card: CardNumber): number[] {
  const forced = forcedRow(rowCards, card);
  return forced === null ? rowCards.map((_, index) => index) : [forced];
}

/**
 * Lays `card` in `row` (changing `rowCards`) and returns the cards its owner takes: the whole row
 * when the card had to be chosen into it (lower than every end), the five cards when it is the
 * sixth, else none.
 */
export function layCard(rowCards: CardNumber[][], row: number, card: CardNumber): CardNumber[] {
  const target = rowCards[row]!;
  if (forcedRow(rowCards, card) === null || target.length >= ROW_LIMIT) {
    rowCards[row] = [card];
    return target;
  }
  target.push(card);
  return [];
}

/** The row with the fewest bullheads (the lowest index among equals): the choice of the reference's computer. */
export function cheapestRow(rowCards: readonly (readonly CardNumber[])[]): number {
  let best = 0;
  rowCards.forEach((row, index) => {
    if (bullheadsIn(row) < bullheadsIn(rowCards[best]!)) best = index;
  });
  return best;
}
