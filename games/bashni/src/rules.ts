import {
  DARK_SQUARES,
  DIAGONALS,
  directionBetween,
  forwardDy,
  isOpposite,
  promotionRow,
  ray,
  yOf,
  type Square,
} from '@tabula/boards';
import type { BashniSettings, Board, Chain, Column, Seat, Step } from './types';

export function opponentOf(seat: Seat): Seat {
  return seat === '0' ? '1' : '0';
}

/** 12 single-piece columns each: Black on the dark squares of rows 0-2, White on rows 5-7. */
export function initialBoard(): Board {
  const board: Board = Array(64).fill(null);
  for (const square of DARK_SQUARES) {
    const y = yOf(square);
    if (y < 3) board[square] = [{ owner: '1', king: false }];
    else if (y >= 5) board[square] = [{ owner: '0', king: false }];
  }
  return board;
}

export function controllerOf(column: Column | null): Seat | null {
  return column?.[0]?.owner ?? null;
}

export function columnsOf(board: Board, seat: Seat): Square[] {
  return DARK_SQUARES.filter((sq) => controllerOf(board[sq] ?? null) === seat);
}

/**
 * Jumps of the column on `from`. Man-topped columns capture in all four directions and land just
 * behind; king-topped ones may come from afar and land on any empty square beyond. Within a chain,
 * already jumped columns block and a jump may not reverse the previous direction.
 */
export function capturesFrom(board: Board, from: Square, chain: Chain | null): Step[] {
  const top = board[from]?.[0];
  if (!top) return [];
  const steps: Step[] = [];
  for (const dir of DIAGONALS) {
    if (chain && isOpposite(dir, chain.dir)) continue;
    const line = ray(from, dir);
    let i = 0;
    if (top.king) while (i < line.length && board[line[i]!] === null) i += 1;
    const victim = line[i];
    if (victim === undefined || chain?.captured.includes(victim)) continue;
    if (controllerOf(board[victim] ?? null) !== opponentOf(top.owner)) continue;
    for (let j = i + 1; j < line.length && board[line[j]!] === null; j += 1) {
      steps.push({ from, to: line[j]!, captured: victim });
      if (!top.king) break;
    }
  }
  return steps;
}

/** Non-capturing moves: a man-topped column one square forward, a king-topped one any distance. */
export function simpleMovesFrom(board: Board, from: Square): Step[] {
  const top = board[from]?.[0];
  if (!top) return [];
  const steps: Step[] = [];
  const dirs = top.king ? DIAGONALS : DIAGONALS.filter((d) => d.dy === forwardDy(top.owner));
  for (const dir of dirs) {
    for (const to of ray(from, dir)) {
      if (board[to] !== null) break;
      steps.push({ from, to });
      if (!top.king) break;
    }
  }
  return steps;
}

export function legalSteps(board: Board, seat: Seat, settings: BashniSettings, chain: Chain | null): Step[] {
  if (chain !== null) return capturesFrom(board, chain.at, chain);
  const own = columnsOf(board, seat);
  const captures = own.flatMap((sq) => capturesFrom(board, sq, null));
  if (captures.length > 0 && settings.forced_capture) return captures;
  return [...captures, ...own.flatMap((sq) => simpleMovesFrom(board, sq))];
}

export interface StepOutcome {
  board: Board;
  /** The capture sequence still under way, or null when the turn is over. */
  chain: Chain | null;
  promoted: boolean;
}

/**
 * Plays one legal step on a copy of the board. When a capture sequence ends, each jumped column
 * loses its top piece, which goes to the bottom of the capturing column, in the order captured.
 */
export function applyStep(board: Board, step: Step, chain: Chain | null): StepOutcome {
  const next = board.slice();
  let column = next[step.from]!;
  next[step.from] = null;
  const top = column[0]!;
  const promoted = !top.king && yOf(step.to) === promotionRow(top.owner);
  if (promoted) column = [{ owner: top.owner, king: true }, ...column.slice(1)];
  next[step.to] = column;
  if (step.captured === undefined) return { board: next, chain: null, promoted };
  const dir = directionBetween(step.from, step.to)!;
  const nextChain: Chain = { at: step.to, captured: [...(chain?.captured ?? []), step.captured], dir };
  if (capturesFrom(next, step.to, nextChain).length > 0) return { board: next, chain: nextChain, promoted };
  for (const square of nextChain.captured) {
    const victim = next[square]!;
    next[square] = victim.length > 1 ? victim.slice(1) : null;
    column = [...column, victim[0]!];
  }
  next[step.to] = column;
  return { board: next, chain: null, promoted };
}

/** The position for repetition: every column top to bottom, and the side to move. */
export function positionKey(board: Board, toMove: Seat): string {
  const columns = DARK_SQUARES.map((sq) =>
    (board[sq] ?? []).map((p) => (p.owner === '0' ? (p.king ? 'W' : 'w') : p.king ? 'B' : 'b')).join(''),
  );
  return `${columns.join('/')}:${toMove}`;
}
