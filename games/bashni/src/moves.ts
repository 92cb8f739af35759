import { INVALID_MOVE } from 'boardgame.io/core';
import { isSquare, logDraughtsMove, type Square } from '@tabula/boards';
import type { MoveContext } from '@tabula/game-kit';
import { applyStep, legalSteps, opponentOf, positionKey } from './rules';
import type { BashniState, Seat } from './types';

export const NO_PROGRESS_PLIES = 30;

/**
 * Moves a column one step: a simple move or one jump. While the column can jump again the turn
 * stays with the same player and column (G.chain); then the turn ends and draws are checked.
 */
export function moveColumn({ G, ctx, events }: MoveContext<BashniState>, from: Square, to: Square) {
  if (!isSquare(from) || !isSquare(to) || G.result) return INVALID_MOVE;
  const seat = ctx.currentPlayer as Seat;
  const step = legalSteps(G.board, seat, G.settings, G.chain).find((s) => s.from === from && s.to === to);
  if (!step) return INVALID_MOVE;
  const movedKing = G.board[from]![0]!.king;
  const outcome = applyStep(G.board, step, G.chain);
  const captured = step.captured === undefined ? [] : [step.captured];
  const continuingChain = G.chain !== null && G.lastMove !== null;
  if (continuingChain && G.lastMove) {
    G.lastMove.path.push(to);
    G.lastMove.captured.push(...captured);
  } else {
    G.lastMove = { seat, path: [from, to], captured };
  }
  logDraughtsMove(G, G.lastMove, continuingChain);
  G.board = outcome.board;
  G.chain = outcome.chain;
  const irreversible = step.captured !== undefined || !movedKing;
  G.quietPlies = irreversible ? 0 : G.quietPlies + 1;
  if (irreversible) G.positions = [];
  if (outcome.chain) return;

  const opponent = opponentOf(seat);
  const key = positionKey(G.board, opponent);
  G.positions.push(key);
  if (legalSteps(G.board, opponent, G.settings, null).length === 0) {
    G.result = { winner: seat, reason: 'noMoves' };
  } else if (G.positions.filter((k) => k === key).length >= 3) {
    G.result = { draw: true, reason: 'threefold' };
  } else if (G.quietPlies >= NO_PROGRESS_PLIES) {
    G.result = { draw: true, reason: 'noProgress' };
  }
  events.endTurn();
}
