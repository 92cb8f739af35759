import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { Position, WHITE } from './engine/position';
import { applyMove, findMove } from './rules/play';
import type { ChessState, PromotionPiece } from './types';

/**
 * Moves the piece on `from` to `to` ("e2", "e4"). A pawn reaching the last rank names its new piece
 * in `promotion` ("q", "r", "b" or "n"). Castling is the king's two-square move. Anything illegal,
 * or a move by the side not to move, is refused and the turn stays.
 */
export function movePiece({ G, playerID }: MoveContext<ChessState>, from: string, to: string, promotion?: PromotionPiece) {
  const pos = Position.fromFen(G.fen);
  if (playerID !== (pos.side === WHITE ? '0' : '1')) return INVALID_MOVE;
  const move = findMove(pos, from, to, promotion);
  if (move === null) return INVALID_MOVE;
  applyMove(G, pos, move);
}
