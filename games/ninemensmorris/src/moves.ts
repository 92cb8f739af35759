import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { isPoint, MILLS_OF, POINT_NAMES } from './geometry';
import { asSeat, destinationsOf, otherSeat, piecesOn, removablePieces, settleTurn } from './rules';
import type { MorrisState, Seat } from './types';

type Context = MoveContext<MorrisState>;

/**
 * After a placement or a move onto `to`: a mill through `to` (new, since `to` was empty) lets the
 * mover remove a piece before the turn ends, unless the opponent has none on the board; otherwise
 * the turn ends now. Two mills at once still give one removal.
 */
function afterArrival({ G, events }: Context, seat: Seat, to: number) {
  const closedMill = MILLS_OF[to]!.some((mill) => mill.every((point) => G.points[point] === seat));
  if (closedMill && piecesOn(G.points, otherSeat(seat)).length > 0) {
    G.removing = true;
    return;
  }
  settleTurn(G, seat);
  events.endTurn();
}

/** Placing: puts a piece from the mover's hand on an empty point. */
export function placePiece(context: Context, point: number) {
  const { G, playerID } = context;
  const seat = asSeat(playerID);
  if (seat === null || G.result !== null || G.removing || G.inHand[seat] === 0) return INVALID_MOVE;
  if (!isPoint(point) || G.points[point] !== null) return INVALID_MOVE;
  G.points[point] = seat;
  G.inHand[seat] -= 1;
  G.lastMove = { seat, from: null, to: point, removed: null };
  addLogLine(G, { key: 'placed', seat, values: { point: POINT_NAMES[point]! } });
  afterArrival(context, seat, point);
}

/** Moving: slides a piece to a linked empty point, or flies it anywhere empty with three left. */
export function movePiece(context: Context, from: number, to: number) {
  const { G, playerID } = context;
  const seat = asSeat(playerID);
  if (seat === null || G.result !== null || G.removing || G.inHand[seat] > 0) return INVALID_MOVE;
  if (!isPoint(from) || !isPoint(to) || G.points[from] !== seat || !destinationsOf(G, from).includes(to)) {
    return INVALID_MOVE;
  }
  G.points[from] = null;
  G.points[to] = seat;
  G.lastMove = { seat, from, to, removed: null };
  addLogLine(G, { key: 'moved', seat, values: { from: POINT_NAMES[from]!, to: POINT_NAMES[to]! } });
  G.quietTurns += 1;
  afterArrival(context, seat, to);
}

/** After closing a mill: removes an opposing piece outside the opponent's mills (any, if all are in mills). */
export function removePiece({ G, playerID, events }: Context, point: number) {
  const seat = asSeat(playerID);
  if (seat === null || G.result !== null || !G.removing) return INVALID_MOVE;
  if (!isPoint(point) || !removablePieces(G.points, seat).includes(point)) return INVALID_MOVE;
  G.points[point] = null;
  G.removing = false;
  if (G.lastMove) G.lastMove.removed = point;
  addLogLine(G, { key: 'removed', seat, values: { point: POINT_NAMES[point]! } });
  G.seen = {};
  G.quietTurns = 0;
  settleTurn(G, seat);
  events.endTurn();
}
