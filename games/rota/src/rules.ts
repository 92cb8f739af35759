import type { PlayerID } from 'boardgame.io';
import { ALL_POINTS, LINES, neighbours, POINT_COUNT } from './wheel';
import type { PointContent, RotaState, Seat } from './types';

export const PIECES_PER_SEAT = 3;
/** The third occurrence of a position (same pieces, same player to move) is a draw. */
export const REPETITION_LIMIT = 3;

export interface Step {
  from: number;
  to: number;
}

export const otherSeat = (seat: Seat): Seat => (seat === '0' ? '1' : '0');

export function asSeat(playerID: PlayerID | null | undefined): Seat | null {
  return playerID === '0' || playerID === '1' ? playerID : null;
}

export function emptyWheel(): PointContent[] {
  return Array<PointContent>(POINT_COUNT).fill(null);
}

export function initialState(): RotaState {
  return { points: emptyWheel(), lastMove: null, seen: {}, result: null, log: [] };
}

export function piecesOf(points: readonly PointContent[], seat: Seat): number[] {
  return ALL_POINTS.filter((point) => points[point] === seat);
}

/** The placing phase lasts until all six pieces are on the wheel; pieces never leave it. */
export function isPlacing(points: readonly PointContent[]): boolean {
  return points.filter((content) => content !== null).length < 2 * PIECES_PER_SEAT;
}

export function emptyPoints(points: readonly PointContent[]): number[] {
  return ALL_POINTS.filter((point) => points[point] === null);
}

/** Every move of one of `seat`'s pieces to a neighbouring empty point. */
export function legalSteps(points: readonly PointContent[], seat: Seat): Step[] {
  return piecesOf(points, seat).flatMap((from) =>
    neighbours(from)
      .filter((to) => points[to] === null)
      .map((to) => ({ from, to })),
  );
}

/** One action as the rules name it: a placement in the placing phase, a step in the moving phase. */
export type RotaAction = { move: 'placePiece'; args: [point: number] } | { move: 'movePiece'; args: [from: number, to: number] };

/** Everything `seat` may do on this wheel (whose turn it is is the caller's business). */
export function legalActions(points: readonly PointContent[], seat: Seat): RotaAction[] {
  if (isPlacing(points)) {
    if (piecesOf(points, seat).length >= PIECES_PER_SEAT) return [];
    return emptyPoints(points).map((point) => ({ move: 'placePiece', args: [point] }));
  }
  return legalSteps(points, seat).map(({ from, to }) => ({ move: 'movePiece', args: [from, to] }));
}

/** The wheel after `seat` takes a legal `action`. */
export function pointsAfter(points: readonly PointContent[], seat: Seat, action: RotaAction): PointContent[] {
  const next = [...points];
  if (action.move === 'movePiece') next[action.args[0]] = null;
  next[action.args[action.args.length - 1]!] = seat;
  return next;
}

/** The line of three `seat` holds, or null. */
export function lineOf(points: readonly PointContent[], seat: Seat): readonly [number, number, number] | null {
  return LINES.find((line) => line.every((point) => points[point] === seat)) ?? null;
}

/** Identifies a position for the repetition rule: the pieces and the player to move. */
export function positionKey(points: readonly PointContent[], toMove: Seat): string {
  return `${points.map((content) => content ?? '.').join('')}:${toMove}`;
}

/**
 * Decides the game after `mover` placed or moved a piece: a line of three wins; in the moving
 * phase the third occurrence of the same position is a draw.
 */
export function settle(G: RotaState, mover: Seat): void {
  if (lineOf(G.points, mover)) {
    G.result = { winner: mover, reason: 'line' };
    return;
  }
  if (isPlacing(G.points)) return;
  const key = positionKey(G.points, otherSeat(mover));
  const count = (G.seen[key] ?? 0) + 1;
  G.seen[key] = count;
  if (count >= REPETITION_LIMIT) G.result = { draw: true, reason: 'threefold' };
}
