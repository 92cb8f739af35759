import { INVALID_MOVE } from 'boardgame.io/core';
import { isSquare, logDraughtsMove, type Square } from '@tabula/boards';
import type { MoveContext } from '@tabula/game-kit';
import { applyStep, legalSteps, opponentOf } from './rules';
import type { CheckersState, Seat } from './types';

/**
 * Moves a piece one step: a simple move or one jump. After a jump that can be followed by
 * another, the turn stays with the same player and piece (G.chain); otherwise the turn ends.
 */
export function movePiece({ G, ctx, events }: MoveContext<CheckersState>, from: Square, to: Square) {
  if (!isSquare(from) || !isSquare(to) || G.result) return INVALID_MOVE;
  const seat = ctx.currentPlayer as Seat;
  const step = legalSteps(G.board, seat, G.settings, G.chain).find((s) => s.from === from && s.to === to);
  if (!step) return INVALID_MOVE;
  const wasKing = G.board[from]!.king;
  const outcome = applyStep(G.board, step, G.settings);
  G.board = outcome.board;
  const captured = step.captured === undefined ? [] : [step.captured];
  const continuingChain = G.chain !== null && G.lastMove !== null;
  if (continuingChain && G.lastMove) {
    G.lastMove.path.push(to);
    G.lastMove.captured.push(...captured);
  } else {
    G.lastMove = { seat, path: [from, to], captured };
  }
  logDraughtsMove(G, G.lastMove, continuingChain);
  G.quietPlies = step.captured === undefined && wasKing ? G.quietPlies + 1 : 0;
  if (outcome.continues) {
    G.chain = to;
    return;
  }
  G.chain = null;
  const opponent = opponentOf(seat);
  if (legalSteps(G.board, opponent, G.settings, null).length === 0) {
    G.result = { winner: seat, reason: 'noMoves' };
  } else if (G.settings.drawAfterMoves !== null && G.quietPlies >= 2 * G.settings.drawAfterMoves) {
    G.result = { draw: true, reason: 'noProgress' };
  }
  events.endTurn();
}
