import type { PlayerID } from 'boardgame.io';
import { ALL_POINTS, MILLS, MILLS_OF, NEIGHBOURS, POINT_COUNT } from './geometry';
import type { MorrisState, PointContent, Seat } from './types';

export const PIECES_PER_SEAT = 9;
/** A player reduced to this many pieces loses. */
export const LOSING_COUNT = 2;
/** A player down to this many pieces (and none in hand) may fly to any empty point. */
export const FLYING_COUNT = 3;
/** The third occurrence of a position in the moving phase is a draw. */
export const REPETITION_LIMIT = 3;
/** 50 moves by each player in the moving phase without a mill is a draw. */
export const QUIET_TURN_LIMIT = 100;

export type MorrisAction =
  | { move: 'placePiece'; args: [point: number] }
  | { move: 'movePiece'; args: [from: number, to: number] }
  | { move: 'removePiece'; args: [point: number] };

export const otherSeat = (seat: Seat): Seat => (seat === '0' ? '1' : '0');

export function asSeat(playerID: PlayerID | null | undefined): Seat | null {
  return playerID === '0' || playerID === '1' ? playerID : null;
}

export function initialState(): MorrisState {
  return {
    points: Array<PointContent>(POINT_COUNT).fill(null),
    inHand: { '0': PIECES_PER_SEAT, '1': PIECES_PER_SEAT },
    removing: false,
    lastMove: null,
    seen: {},
    quietTurns: 0,
    result: null,
    log: [],
  };
}

export function piecesOn(points: readonly PointContent[], seat: Seat): number[] {
  return ALL_POINTS.filter((point) => points[point] === seat);
}

export function emptyPoints(points: readonly PointContent[]): number[] {
  return ALL_POINTS.filter((point) => points[point] === null);
}

/** Pieces on the board and in hand: what a player has not lost. */
export function piecesLeft(G: Pick<MorrisState, 'points' | 'inHand'>, seat: Seat): number {
  return piecesOn(G.points, seat).length + G.inHand[seat];
}

/** Flying: every piece placed and only three left, so a piece may move to any empty point. */
export function isFlying(G: Pick<MorrisState, 'points' | 'inHand'>, seat: Seat): boolean {
  return G.inHand[seat] === 0 && piecesOn(G.points, seat).length === FLYING_COUNT;
}

/** Both hands are empty. */
export function isMovingPhase(G: Pick<MorrisState, 'inHand'>): boolean {
  return G.inHand['0'] === 0 && G.inHand['1'] === 0;
}

/** The piece on `point` belongs to a complete mill of its owner. */
export function inMill(points: readonly PointContent[], point: number): boolean {
  const seat = points[point];
  return seat !== null && MILLS_OF[point]!.some((mill) => mill.every((p) => points[p] === seat));
}

/** The mills of `seat` now complete on the board. */
export function millsOf(points: readonly PointContent[], seat: Seat): Array<readonly [number, number, number]> {
  return MILLS.filter((mill) => mill.every((p) => points[p] === seat));
}

/** The opposing pieces `seat` may remove: those outside mills, or any when all are in mills. */
export function removablePieces(points: readonly PointContent[], seat: Seat): number[] {
  const theirs = piecesOn(points, otherSeat(seat));
  const free = theirs.filter((point) => !inMill(points, point));
  return free.length > 0 ? free : theirs;
}

/** Where the piece on `from` may go: a linked empty point, or any empty point when flying. */
export function destinationsOf(G: Pick<MorrisState, 'points' | 'inHand'>, from: number): number[] {
  const seat = G.points[from];
  if (seat === null || seat === undefined) return [];
  if (isFlying(G, seat)) return emptyPoints(G.points);
  return NEIGHBOURS[from]!.filter((to) => G.points[to] === null);
}

/** Everything `seat` may do now (whose turn it is is the caller's business). */
export function legalActions(G: Pick<MorrisState, 'points' | 'inHand' | 'removing'>, seat: Seat): MorrisAction[] {
  if (G.removing) return removablePieces(G.points, seat).map((point) => ({ move: 'removePiece', args: [point] }));
  if (G.inHand[seat] > 0) return emptyPoints(G.points).map((point) => ({ move: 'placePiece', args: [point] }));
  return piecesOn(G.points, seat).flatMap((from) =>
    destinationsOf(G, from).map((to): MorrisAction => ({ move: 'movePiece', args: [from, to] })),
  );
}

/** Identifies a position for the repetition rule: the pieces and the player to move. */
export function positionKey(points: readonly PointContent[], toMove: Seat): string {
  return `${points.map((content) => content ?? '.').join('')}:${toMove}`;
}

/**
 * Ends `mover`'s turn and decides the game if it is over: the opponent is down to two pieces, or
 * must move in the moving phase and cannot (not flying, every piece hemmed in); in the moving phase
 * the third occurrence of a position and 50 moves each without a mill are draws.
 */
export function settleTurn(G: MorrisState, mover: Seat): void {
  const next = otherSeat(mover);
  if (piecesLeft(G, next) <= LOSING_COUNT) {
    G.result = { winner: mover, reason: 'twoLeft' };
    return;
  }
  if (G.inHand[next] === 0 && legalActions(G, next).length === 0) {
    G.result = { winner: mover, reason: 'blocked' };
    return;
  }
  if (!isMovingPhase(G)) return;
  const key = positionKey(G.points, next);
  const count = (G.seen[key] ?? 0) + 1;
  G.seen[key] = count;
  if (count >= REPETITION_LIMIT) G.result = { draw: true, reason: 'threefold' };
  else if (G.quietTurns >= QUIET_TURN_LIMIT) G.result = { draw: true, reason: 'noMill' };
}
