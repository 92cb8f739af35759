import { yOf } from '@tabula/boards';
import { applyStep, columnsOf, legalSteps, opponentOf } from './rules';
import type { BashniSettings, Board, Chain, Seat, Step } from './types';

/** A whole turn: its first step (what the bot plays now) and the board once the turn is over. */
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

/** Every complete turn from here, following capture sequences to their end. */
export function turnsFrom(board: Board, seat: Seat, settings: BashniSettings, chain: Chain | null): Turn[] {
  const out: Turn[] = [];
  const walk = (current: Board, at: Chain | null, first: Step | null, captures: number) => {
    for (const step of legalSteps(current, seat, settings, at)) {
      const outcome = applyStep(current, step, at);
      const taken = captures + (step.captured === undefined ? 0 : 1);
      if (outcome.chain) walk(outcome.board, outcome.chain, first ?? step, taken);
      else out.push({ first: first ?? step, captures: taken, board: outcome.board });
    }
  };
  walk(board, chain, null, 0);
  return out;
}

/**
 * From `seat`'s side: each column counts for whoever holds its top. The top piece is worth most
 * (a king far more); own pieces underneath are reserves, enemy pieces underneath are prisoners.
 */
export function evaluate(board: Board, seat: Seat): number {
  let score = 0;
  for (const owner of ['0', '1'] as const) {
    const sign = owner === seat ? 1 : -1;
    for (const square of columnsOf(board, owner)) {
      const column = board[square]!;
      const top = column[0]!;
      const advanced = owner === '0' ? 7 - yOf(square) : yOf(square);
      let value = top.king ? 300 : 100 + advanced * 5;
      for (let i = 1; i < column.length; i += 1) value += column[i]!.owner === owner ? 45 : 35;
      score += sign * value;
    }
  }
  return score;
}

const byCaptures = (turns: Turn[]) => turns.sort((a, b) => b.captures - a.captures);

function quiesce(board: Board, seat: Seat, settings: BashniSettings, alpha: number, beta: number, plies: number): number {
  countNode();
  const turns = turnsFrom(board, seat, settings, null);
  if (turns.length === 0) return -WIN;
  const captures = turns.filter((t) => t.captures > 0);
  const forced = settings.forced_capture && captures.length > 0;
  if (!forced || plies <= 0) {
    const stand = evaluate(board, seat);
    if (captures.length === 0 || plies <= 0 || stand >= beta) return stand;
    alpha = Math.max(alpha, stand);
  }
  for (const turn of byCaptures(captures)) {
    const score = -quiesce(turn.board, opponentOf(seat), settings, -beta, -alpha, plies - 1);
    if (score >= beta) return score;
    alpha = Math.max(alpha, score);
  }
  return alpha;
}

/** Negamax with alpha-beta over whole turns; captures are followed past the horizon. */
export function search(board: Board, seat: Seat, settings: BashniSettings, depth: number, alpha: number, beta: number): number {
  countNode();
  if (depth <= 0) return quiesce(board, seat, settings, alpha, beta, QUIESCENCE_PLIES);
  const turns = turnsFrom(board, seat, settings, null);
  if (turns.length === 0) return -WIN - depth;
  let best = -Infinity;
  for (const turn of byCaptures(turns)) {
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
export function scoreTurns(board: Board, seat: Seat, settings: BashniSettings, chain: Chain | null, depth: number, limit = Infinity): ScoredTurn[] {
  nodes = 0;
  nodeLimit = limit;
  let best = -Infinity;
  return byCaptures(turnsFrom(board, seat, settings, chain)).map((turn) => {
    const score = -search(turn.board, opponentOf(seat), settings, depth - 1, -Infinity, -(best - 1));
    best = Math.max(best, score);
    return { ...turn, score };
  });
}

/** Scores each turn by the position it leaves, without looking further (the fallback when even depth 1 runs out of budget). */
export function staticScores(board: Board, seat: Seat, settings: BashniSettings, chain: Chain | null): ScoredTurn[] {
  return turnsFrom(board, seat, settings, chain).map((turn) => ({ ...turn, score: evaluate(turn.board, seat) }));
}
