import { xOf, yOf, type Square } from '@tabula/boards';
import { applyStep, legalSteps, opponentOf, squaresOf } from './rules';
import type { Board, CheckersSettings, Seat, Step } from './types';

/** A whole turn: its first step (what the bot plays now) and the board after the last jump. */
export interface Turn {
  first: Step;
  captures: number;
  board: Board;
}

const WIN = 100000;

/** Thrown when a search runs past its node budget; the caller keeps its last finished depth. */
export class SearchBudgetExceeded extends Error {}

let nodes = 0;
let nodeLimit = Infinity;

function countNode() {
  nodes += 1;
  if (nodes > nodeLimit) throw new SearchBudgetExceeded();
}
const QUIESCENCE_PLIES = 4;

/** Every complete turn from here, following multi-jumps to their end. */
export function turnsFrom(board: Board, seat: Seat, settings: CheckersSettings, chain: Square | null): Turn[] {
  const out: Turn[] = [];
  const walk = (current: Board, at: Square | null, first: Step | null, captures: number) => {
    for (const step of legalSteps(current, seat, settings, at)) {
      const outcome = applyStep(current, step, settings);
      const taken = captures + (step.captured === undefined ? 0 : 1);
      if (outcome.continues) walk(outcome.board, step.to, first ?? step, taken);
      else out.push({ first: first ?? step, captures: taken, board: outcome.board });
    }
  };
  walk(board, chain, null, 0);
  return out;
}

/** Material and position from `seat`'s side: kings are worth most, men gain as they advance and guard the back row. */
export function evaluate(board: Board, seat: Seat, settings: CheckersSettings): number {
  let score = 0;
  for (const owner of ['0', '1'] as const) {
    const sign = owner === seat ? 1 : -1;
    for (const square of squaresOf(board, owner)) {
      const piece = board[square]!;
      const x = xOf(square);
      const y = yOf(square);
      let value: number;
      if (piece.king) {
        const central = 3.5 - Math.max(Math.abs(x - 3.5), Math.abs(y - 3.5));
        value = (settings.flyingKings ? 340 : 260) + central * 4;
      } else {
        const advanced = owner === '0' ? 7 - y : y;
        const backRow = advanced === 0 ? 10 : 0;
        const edge = x === 0 || x === 7 ? 5 : 0;
        value = 100 + advanced * 4 + backRow + edge;
      }
      score += sign * value;
    }
  }
  return score;
}

function orderTurns(turns: Turn[]): Turn[] {
  return turns.sort((a, b) => b.captures - a.captures);
}

function quiesce(board: Board, seat: Seat, settings: CheckersSettings, alpha: number, beta: number, plies: number): number {
  countNode();
  const turns = turnsFrom(board, seat, settings, null);
  if (turns.length === 0) return -WIN;
  const captures = turns.filter((t) => t.captures > 0);
  const forced = settings.forcedCapture && captures.length > 0;
  if (!forced) {
    const stand = evaluate(board, seat, settings);
    if (captures.length === 0 || plies <= 0 || stand >= beta) return stand;
    alpha = Math.max(alpha, stand);
  } else if (plies <= 0) {
    return evaluate(board, seat, settings);
  }
  for (const turn of orderTurns(captures)) {
    const score = -quiesce(turn.board, opponentOf(seat), settings, -beta, -alpha, plies - 1);
    if (score >= beta) return score;
    alpha = Math.max(alpha, score);
  }
  return alpha;
}

/** Negamax with alpha-beta over whole turns; captures are followed past the horizon. */
export function search(board: Board, seat: Seat, settings: CheckersSettings, depth: number, alpha: number, beta: number): number {
  countNode();
  if (depth <= 0) return quiesce(board, seat, settings, alpha, beta, QUIESCENCE_PLIES);
  const turns = turnsFrom(board, seat, settings, null);
  if (turns.length === 0) return -WIN - depth; // losing sooner is worse
  let best = -Infinity;
  for (const turn of orderTurns(turns)) {
    const score = -search(turn.board, opponentOf(seat), settings, depth - 1, -beta, -alpha);
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

export interface ScoredTurn extends Turn {
  score: number;
}

/**
 * Scores every turn available now; the best ones are exact, worse ones may be upper bounds.
 * Throws SearchBudgetExceeded after `limit` searched positions.
 */
export function scoreTurns(board: Board, seat: Seat, settings: CheckersSettings, chain: Square | null, depth: number, limit = Infinity): ScoredTurn[] {
  nodes = 0;
  nodeLimit = limit;
  const turns = orderTurns(turnsFrom(board, seat, settings, chain));
  let best = -Infinity;
  return turns.map((turn) => {
    const score = -search(turn.board, opponentOf(seat), settings, depth - 1, -Infinity, -(best - 1));
    best = Math.max(best, score);
    return { ...turn, score };
  });
}

/** Scores each turn by the position it leaves, without looking further (the fallback when even depth 1 runs out of budget). */
export function staticScores(board: Board, seat: Seat, settings: CheckersSettings, chain: Square | null): ScoredTurn[] {
  return turnsFrom(board, seat, settings, chain).map((turn) => ({ ...turn, score: evaluate(turn.board, seat, settings) }));
}
