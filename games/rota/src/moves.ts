import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { logMove, logPlacement } from './log';
import { asSeat, isPlacing, PIECES_PER_SEAT, piecesOf, settle } from './rules';
import type { RotaState } from './types';
import { areAdjacent, isPoint } from './wheel';

/** Placing phase: puts one of the mover's pieces on an empty point. */
export function placePiece({ G, playerID }: MoveContext<RotaState>, point: number) {
  const seat = asSeat(playerID);
  if (seat === null || G.result !== null || !isPlacing(G.points)) return INVALID_MOVE;
  if (!isPoint(point) || G.points[point] !== null || piecesOf(G.points, seat).length >= PIECES_PER_SEAT) return INVALID_MOVE;
  G.points[point] = seat;
  G.lastMove = { seat, from: null, to: point };
  logPlacement(G, seat, point);
  settle(G, seat);
}

/** Moving phase: moves one of the mover's pieces to a neighbouring empty point (no jumping). */
export function movePiece({ G, playerID }: MoveContext<RotaState>, from: number, to: number) {
  const seat = asSeat(playerID);
  if (seat === null || G.result !== null || isPlacing(G.points)) return INVALID_MOVE;
  if (!isPoint(from) || !isPoint(to) || G.points[from] !== seat || G.points[to] !== null || !areAdjacent(from, to)) {
    return INVALID_MOVE;
  }
  G.points[from] = null;
  G.points[to] = seat;
  G.lastMove = { seat, from, to };
  logMove(G, seat, from, to);
  settle(G, seat);
}
