import { DARK_SQUARES, DIAGONALS, forwardDy, promotionRow, ray, yOf, type Direction, type Square } from '@tabula/boards';
import type { Board, CheckersSettings, Piece, Seat, Step } from './types';

export function opponentOf(seat: Seat): Seat {
  return seat === '0' ? '1' : '0';
}

/** Black on the dark squares of the top rows, White on the bottom rows (3 rows each, or 2 with 8 pieces). */
export function initialBoard(piecesPerPlayer: 8 | 12): Board {
  const rows = piecesPerPlayer === 12 ? 3 : 2;
  const board: Board = Array(64).fill(null);
  for (const square of DARK_SQUARES) {
    const y = yOf(square);
    if (y < rows) board[square] = { owner: '1', king: false };
    else if (y >= 8 - rows) board[square] = { owner: '0', king: false };
  }
  return board;
}

function directionsOf(piece: Piece): readonly Direction[] {
  if (piece.king) return DIAGONALS;
  const dy = forwardDy(piece.owner);
  return DIAGONALS.filter((d) => d.dy === dy);
}

/** Jumps the piece on `from` can make (men forward only, kings in all directions). */
export function capturesFrom(board: Board, from: Square, settings: CheckersSettings): Step[] {
  const piece = board[from];
  if (!piece) return [];
  const steps: Step[] = [];
  const flying = piece.king && settings.flyingKings;
  for (const dir of directionsOf(piece)) {
    const line = ray(from, dir);
    let i = 0;
    if (flying) while (i < line.length && board[line[i]!] === null) i += 1;
    const victim = line[i];
    if (victim === undefined || board[victim]?.owner !== opponentOf(piece.owner)) continue;
    for (let j = i + 1; j < line.length && board[line[j]!] === null; j += 1) {
      steps.push({ from, to: line[j]!, captured: victim });
      if (!flying) break;
    }
  }
  return steps;
}

/** Non-capturing moves of the piece on `from`. */
export function simpleMovesFrom(board: Board, from: Square, settings: CheckersSettings): Step[] {
  const piece = board[from];
  if (!piece) return [];
  const steps: Step[] = [];
  for (const dir of directionsOf(piece)) {
    for (const to of ray(from, dir)) {
      if (board[to] !== null) break;
      steps.push({ from, to });
      if (!(piece.king && settings.flyingKings)) break;
    }
  }
  return steps;
}

export function squaresOf(board: Board, seat: Seat): Square[] {
  return DARK_SQUARES.filter((sq) => board[sq]?.owner === seat);
}

/**
 * Every legal step for `seat`. Mid-sequence (`chain` set) only further jumps of that piece;
 * otherwise jumps, plus simple moves unless forced capture applies.
 */
export function legalSteps(board: Board, seat: Seat, settings: CheckersSettings, chain: Square | null): Step[] {
  if (chain !== null) return capturesFrom(board, chain, settings);
  const own = squaresOf(board, seat);
  const captures = own.flatMap((sq) => capturesFrom(board, sq, settings));
  if (captures.length > 0 && settings.forcedCapture) return captures;
  return [...captures, ...own.flatMap((sq) => simpleMovesFrom(board, sq, settings))];
}

export interface StepOutcome {
  board: Board;
  promoted: boolean;
  /** The same piece must jump again this turn. */
  continues: boolean;
}

/** Plays one legal step on a copy of the board. */
export function applyStep(board: Board, step: Step, settings: CheckersSettings): StepOutcome {
  const next = board.slice();
  const piece = next[step.from]!;
  next[step.from] = null;
  if (step.captured !== undefined) next[step.captured] = null;
  const promoted = !piece.king && yOf(step.to) === promotionRow(piece.owner);
  next[step.to] = promoted ? { owner: piece.owner, king: true } : piece;
  const continues =
    step.captured !== undefined && !(promoted && settings.stopJumpingOnKing) && capturesFrom(next, step.to, settings).length > 0;
  return { board: next, promoted, continues };
}
