import { CORNERS, SQUARES, columnOf, indexOf, rowOf } from './geometry';
import { capturingSquares, discCounts } from './rules';
import type { Colour, Square } from './types';

/**
 * Positional value of each square: corners can never be flipped back, edges are hard to flip,
 * and the squares touching an empty corner hand it to the next player.
 */
const WEIGHTS_BY_ROW: number[][] = [
  [100, -20, 10, 5, 5, 10, -20, 100],
  [-20, -40, -2, -2, -2, -2, -40, -20],
  [10, -2, 2, 1, 1, 2, -2, 10],
  [5, -2, 1, 0, 0, 1, -2, 5],
  [5, -2, 1, 0, 0, 1, -2, 5],
  [10, -2, 2, 1, 1, 2, -2, 10],
  [-20, -40, -2, -2, -2, -2, -40, -20],
  [100, -20, 10, 5, 5, 10, -20, 100],
];
export const SQUARE_WEIGHTS: readonly number[] = WEIGHTS_BY_ROW.flat();

/** The squares next to each corner, whose penalty only holds while that corner is empty. */
const CORNER_NEIGHBOURS: ReadonlyArray<readonly [corner: number, near: number[]]> = CORNERS.map((corner) => {
  const x = columnOf(corner);
  const y = rowOf(corner);
  const dx = x === 0 ? 1 : -1;
  const dy = y === 0 ? 1 : -1;
  return [corner, [indexOf(x + dx, y), indexOf(x, y + dy), indexOf(x + dx, y + dy)]] as const;
});

/** Square weights for this board: next to a taken corner a disc is safe, so it is worth a little. */
function weightsFor(cells: readonly Square[]): number[] {
  const weights = [...SQUARE_WEIGHTS];
  for (const [corner, near] of CORNER_NEIGHBOURS) if (cells[corner] !== null) for (const n of near) weights[n] = 5;
  return weights;
}

/** Sum of square weights for each colour. */
export function positionalScores(cells: readonly Square[]): number[] {
  const weights = weightsFor(cells);
  const totals: [number, number, number, number] = [0, 0, 0, 0];
  for (let index = 0; index < SQUARES; index += 1) {
    const square = cells[index];
    if (square !== null && square !== undefined) totals[square] += weights[index]!;
  }
  return totals;
}

export interface EvaluationOptions {
  /** Count how many capturing placements each seat has (costlier, stronger). */
  mobility: boolean;
}

const empties = (cells: readonly Square[]) => cells.reduce<number>((n, c) => (c === null ? n + 1 : n), 0);

/**
 * How good the board is for each seat (index = colour, one value per seat): its position minus the
 * average opponent's. Squares, mobility and, as the board fills, the disc count that decides the
 * game. Neutral colours count for nobody. A full board scores the disc margin over the best rival.
 */
export function evaluateAll(cells: readonly Square[], players: number, options: EvaluationOptions): number[] {
  const left = empties(cells);
  const discs = discCounts(cells);
  const values: number[] = [];
  if (left === 0) {
    for (let colour = 0; colour < players; colour += 1) {
      const best = Math.max(...discs.slice(0, players).filter((_, other) => other !== colour));
      values.push((discs[colour]! - best) * 10_000);
    }
    return values;
  }
  const positions = positionalScores(cells);
  const discWeight = left <= 12 ? 30 - left : 1;
  const raw: number[] = [];
  for (let colour = 0; colour < players; colour += 1) {
    let value = positions[colour]! + discWeight * discs[colour]!;
    if (options.mobility) value += 6 * capturingSquares(cells, colour as Colour).length;
    raw.push(value);
  }
  const total = raw.reduce((sum, v) => sum + v, 0);
  for (const value of raw) values.push(value - (total - value) / (players - 1));
  return values;
}

/** The evaluation of the board for one seat (see evaluateAll). */
export function evaluate(cells: readonly Square[], me: Colour, players: number, options: EvaluationOptions): number {
  return evaluateAll(cells, players, options)[me]!;
}
