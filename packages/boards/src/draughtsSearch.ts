// The computer player of the draughts family (checkers, bashni): negamax with alpha-beta over whole
// turns (a capture sequence counts as one turn), captures followed past the horizon, iterative
// deepening within a budget of searched positions. Each game supplies its rules and evaluation.
import type { Square } from './coords';

export type DraughtsSeat = '0' | '1';

export interface DraughtsStep {
  from: Square;
  to: Square;
  captured?: Square;
}

/** What the search needs from a game, with that game's settings already applied. */
export interface DraughtsSearchRules<Board, Chain> {
  /** Legal steps of `seat`; inside a capture sequence (`chain`), only its continuations. */
  legalSteps(board: Board, seat: DraughtsSeat, chain: Chain | null): DraughtsStep[];
  /** The board after `step`, and the sequence to continue when the same piece must jump again. */
  applyStep(board: Board, step: DraughtsStep, chain: Chain | null): { board: Board; chain: Chain | null };
  /** Material and position from `seat`'s side. */
  evaluate(board: Board, seat: DraughtsSeat): number;
  /** A capture must be taken whenever one is possible. */
  forcedCapture: boolean;
}

/** A whole turn: its first step (what the bot plays now) and the board once the turn is over. */
export interface Turn<Board> {
  first: DraughtsStep;
  captures: number;
  board: Board;
}

export interface ScoredTurn<Board> extends Turn<Board> {
  score: number;
}

/** How hard a level tries: deepest search in whole turns, positions one depth may search, random noise added to scores. */
export interface SearchStrength {
  depth: number;
  nodes: number;
  noise: number;
}

const WIN = 100000;
const QUIESCENCE_PLIES = 4;

/** Thrown when a search runs past its budget of positions; the caller keeps its last finished depth. */
export class SearchBudgetExceeded extends Error {}

const opponentOf = (seat: DraughtsSeat): DraughtsSeat => (seat === '0' ? '1' : '0');
const byCaptures = <Board>(turns: Turn<Board>[]) => turns.sort((a, b) => b.captures - a.captures);

/** Every complete turn from here, following capture sequences to their end. */
export function turnsFrom<Board, Chain>(
  rules: DraughtsSearchRules<Board, Chain>,
  board: Board,
  seat: DraughtsSeat,
  chain: Chain | null,
): Turn<Board>[] {
  const out: Turn<Board>[] = [];
  const walk = (current: Board, at: Chain | null, first: DraughtsStep | null, captures: number) => {
    for (const step of rules.legalSteps(current, seat, at)) {
      const outcome = rules.applyStep(current, step, at);
      const taken = captures + (step.captured === undefined ? 0 : 1);
      if (outcome.chain !== null) walk(outcome.board, outcome.chain, first ?? step, taken);
      else out.push({ first: first ?? step, captures: taken, board: outcome.board });
    }
  };
  walk(board, chain, null, 0);
  return out;
}

class TurnSearch<Board, Chain> {
  private nodes = 0;

  constructor(
    private readonly rules: DraughtsSearchRules<Board, Chain>,
    private readonly nodeLimit: number,
  ) {}

  private countNode() {
    this.nodes += 1;
    if (this.nodes > this.nodeLimit) throw new SearchBudgetExceeded();
  }

  private quiesce(board: Board, seat: DraughtsSeat, alpha: number, beta: number, plies: number): number {
    this.countNode();
    const turns = turnsFrom(this.rules, board, seat, null);
    if (turns.length === 0) return -WIN;
    const captures = turns.filter((turn) => turn.captures > 0);
    const forced = this.rules.forcedCapture && captures.length > 0;
    if (!forced || plies <= 0) {
      const stand = this.rules.evaluate(board, seat);
      if (captures.length === 0 || plies <= 0 || stand >= beta) return stand;
      alpha = Math.max(alpha, stand);
    }
    for (const turn of byCaptures(captures)) {
      const score = -this.quiesce(turn.board, opponentOf(seat), -beta, -alpha, plies - 1);
      if (score >= beta) return score;
      alpha = Math.max(alpha, score);
    }
    return alpha;
  }

  search(board: Board, seat: DraughtsSeat, depth: number, alpha: number, beta: number): number {
    this.countNode();
    if (depth <= 0) return this.quiesce(board, seat, alpha, beta, QUIESCENCE_PLIES);
    const turns = turnsFrom(this.rules, board, seat, null);
    if (turns.length === 0) return -WIN - depth; // losing sooner is worse
    let best = -Infinity;
    for (const turn of byCaptures(turns)) {
      const score = -this.search(turn.board, opponentOf(seat), depth - 1, -beta, -alpha);
      if (score > best) best = score;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    return best;
  }
}

/**
 * Scores every turn available now; the best ones are exact, worse ones may be upper bounds.
 * Throws SearchBudgetExceeded after `nodeLimit` searched positions.
 */
export function scoreTurns<Board, Chain>(
  rules: DraughtsSearchRules<Board, Chain>,
  board: Board,
  seat: DraughtsSeat,
  chain: Chain | null,
  depth: number,
  nodeLimit = Infinity,
): ScoredTurn<Board>[] {
  const search = new TurnSearch(rules, nodeLimit);
  let best = -Infinity;
  return byCaptures(turnsFrom(rules, board, seat, chain)).map((turn) => {
    const score = -search.search(turn.board, opponentOf(seat), depth - 1, -Infinity, -(best - 1));
    best = Math.max(best, score);
    return { ...turn, score };
  });
}

/**
 * The first step of the best turn found at the deepest depth that fits the level's budget (each
 * turn scored by the position it leaves when even depth 1 does not), ties broken at random.
 */
export function chooseStep<Board, Chain>(
  rules: DraughtsSearchRules<Board, Chain>,
  board: Board,
  seat: DraughtsSeat,
  chain: Chain | null,
  strength: SearchStrength,
  random: () => number,
): DraughtsStep {
  let deepest: ScoredTurn<Board>[] = turnsFrom(rules, board, seat, chain).map((turn) => ({
    ...turn,
    score: rules.evaluate(turn.board, seat),
  }));
  if (deepest.length === 0) throw new Error('the computer was asked to move with no legal move');
  for (let depth = 1; depth <= strength.depth; depth += 1) {
    try {
      deepest = scoreTurns(rules, board, seat, chain, depth, strength.nodes);
    } catch (error) {
      if (error instanceof SearchBudgetExceeded) break;
      throw error;
    }
  }
  const scored = deepest.map((turn) => ({ ...turn, score: turn.score + strength.noise * random() }));
  const top = Math.max(...scored.map((turn) => turn.score));
  const best = scored.filter((turn) => turn.score >= top);
  return best[Math.floor(random() * best.length)]!.first;
}
