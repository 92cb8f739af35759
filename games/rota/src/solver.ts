import { isPlacing, legalActions, lineOf, otherSeat, PIECES_PER_SEAT, pointsAfter } from './rules';
import type { PointContent, Seat } from './types';
import { ALL_POINTS, POINT_COUNT } from './wheel';

/**
 * Perfect play for Rota. A score is seen from the player to move: WIN - d means a forced win d plies
 * (single placements or moves) from now, -(WIN - d) a loss d plies from now however well one
 * defends, 0 a draw (neither side can force a line, so play goes on until a position repeats).
 */
export const WIN = 1000;

/** The same outcome seen one ply earlier, from the other side's move: a result one ply further away. */
export function oneEarlier(childScore: number): number {
  const mine = -childScore;
  return mine > 0 ? mine - 1 : mine < 0 ? mine + 1 : 0;
}

/** A position as a number: the wheel in base 3 (0 empty, 1 seat 0, 2 seat 1), times 2, plus the seat to move. */
function positionIndex(points: readonly PointContent[], toMove: Seat): number {
  let code = 0;
  for (let point = POINT_COUNT - 1; point >= 0; point -= 1) {
    code = code * 3 + (points[point] === null ? 0 : points[point] === '0' ? 1 : 2);
  }
  return code * 2 + Number(toMove);
}

/** The ways to choose `count` of `from`, in order. */
function choose(from: readonly number[], count: number): number[][] {
  if (count === 0) return [[]];
  return from.flatMap((first, i) => choose(from.slice(i + 1), count - 1).map((rest) => [first, ...rest]));
}

/** Every wheel with three pieces of each seat (84 x 20 = 1,680). */
function fullWheels(): PointContent[][] {
  return choose(ALL_POINTS, PIECES_PER_SEAT).flatMap((reds) =>
    choose(
      ALL_POINTS.filter((point) => !reds.includes(point)),
      PIECES_PER_SEAT,
    ).map((blues) => ALL_POINTS.map((point): PointContent => (reds.includes(point) ? '0' : blues.includes(point) ? '1' : null))),
  );
}

const UNSETTLED = -1;

/**
 * Retrograde analysis of the moving phase (1,680 wheels, either player to move), by position index.
 * Round r settles the positions won or lost in exactly r plies: a position is won once some move
 * reaches a position settled as lost, lost once every move reaches a position settled as won.
 * What never settles is a draw.
 */
function solveMovingPhase(): Int16Array {
  const size = 2 * 3 ** POINT_COUNT;
  const scores = new Int16Array(size);
  const settledIn = new Int16Array(size).fill(UNSETTLED);
  let open: Array<{ index: number; children: number[] }> = [];
  for (const points of fullWheels()) {
    for (const toMove of ['0', '1'] as const) {
      const index = positionIndex(points, toMove);
      const actions = legalActions(points, toMove);
      if (lineOf(points, otherSeat(toMove)) || actions.length === 0) {
        scores[index] = -WIN;
        settledIn[index] = 0;
        continue;
      }
      const children = actions.map((action) => positionIndex(pointsAfter(points, toMove, action), otherSeat(toMove)));
      open.push({ index, children });
    }
  }
  for (let round = 1; open.length > 0; round += 1) {
    const known = (child: number) => settledIn[child] !== UNSETTLED && settledIn[child]! < round;
    const settled: Array<[number, number]> = [];
    open = open.filter(({ index, children }) => {
      if (children.some((child) => known(child) && scores[child]! < 0)) settled.push([index, WIN - round]);
      else if (children.every((child) => known(child) && scores[child]! > 0)) settled.push([index, -(WIN - round)]);
      else return true;
      return false;
    });
    if (settled.length === 0) break;
    for (const [index, score] of settled) {
      scores[index] = score;
      settledIn[index] = round;
    }
  }
  // The rest stays 0: a draw.
  return scores;
}

let movingScores: Int16Array | undefined;
const placingScores = new Map<number, number>();

/** The perfect-play score of a position for `toMove`; the first call solves the moving phase (a few ms). */
export function positionScore(points: readonly PointContent[], toMove: Seat): number {
  if (lineOf(points, otherSeat(toMove))) return -WIN;
  const key = positionIndex(points, toMove);
  if (!isPlacing(points)) {
    movingScores ??= solveMovingPhase();
    return movingScores[key]!;
  }
  const known = placingScores.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const action of legalActions(points, toMove)) {
    best = Math.max(best, oneEarlier(positionScore(pointsAfter(points, toMove, action), otherSeat(toMove))));
  }
  placingScores.set(key, best);
  return best;
}
