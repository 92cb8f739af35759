import type { AiConfig, AiMove } from '@tabula/game-kit';
import { evaluate, evaluateAll, SQUARE_WEIGHTS, type EvaluationOptions } from './evaluation';
import { colourOf, legalSquares, place } from './rules';
import type { Colour, ReversiState, Square } from './types';

export type AiLevelKey = 'easy' | 'medium' | 'hard';

interface LevelPlan {
  /**
   * Plies searched: 1 looks at its own move only. With 2 players the opponent is assumed to play
   * against it (alpha-beta); with 3-4 every seat is assumed to play for itself (max-n).
   */
  depth: (players: number, empties: number) => number;
  evaluation: EvaluationOptions;
}

const PLANS: Record<AiLevelKey, LevelPlan> = {
  easy: { depth: () => 1, evaluation: { mobility: false } },
  // With 3-4 players a deeper read at this level played no better than a careful look at its own move.
  medium: { depth: (players) => (players === 2 ? 2 : 1), evaluation: { mobility: true } },
  // 2 players: four plies, and the last eight empty squares read to the end; 3-4 players: three plies.
  hard: { depth: (players, empties) => (players > 2 ? 3 : empties <= 8 ? empties : 4), evaluation: { mobility: true } },
};

/** Scores within this margin of the best count as equally good; the seeded random picks among them. */
const TIE_MARGIN = 1e-6;
const IMMEDIATE_TIE_BREAK = 1e-5;

/** Inside the search only the most promising replies (by square weight) are read, to bound the time. */
const INNER_WIDTH = 8;

function orderedMoves(cells: readonly Square[], colour: Colour, width = Infinity): number[] {
  const moves = legalSquares(cells, colour).sort((a, b) => SQUARE_WEIGHTS[b]! - SQUARE_WEIGHTS[a]!);
  return moves.length > width ? moves.slice(0, width) : moves;
}

/**
 * Alpha-beta for 2 players: `me` maximises, the opponent is assumed to minimise my evaluation.
 * `colour` is the seat to move at this node.
 */
function search(
  cells: Square[],
  colour: Colour,
  depth: number,
  alpha: number,
  beta: number,
  me: Colour,
  players: number,
  options: EvaluationOptions,
): number {
  const moves = depth === 0 ? [] : orderedMoves(cells, colour, INNER_WIDTH);
  if (moves.length === 0) return evaluate(cells, me, players, options);
  const next = ((colour + 1) % players) as Colour;
  const maximising = colour === me;
  let best = maximising ? -Infinity : Infinity;
  for (const square of moves) {
    const child = [...cells];
    place(child, square, colour);
    const value = search(child, next, depth - 1, alpha, beta, me, players, options);
    if (maximising) {
      best = Math.max(best, value);
      alpha = Math.max(alpha, value);
    } else {
      best = Math.min(best, value);
      beta = Math.min(beta, value);
    }
    if (alpha >= beta) break;
  }
  return best;
}

/**
 * Max-n for 3-4 players: every seat, me included, picks the move best for itself by its own
 * evaluation (a fairer model of several opponents than assuming they all gang up on me).
 * Returns the value of the position for every seat.
 */
function maxN(cells: Square[], colour: Colour, depth: number, players: number, options: EvaluationOptions): number[] {
  const moves = depth === 0 ? [] : orderedMoves(cells, colour, INNER_WIDTH);
  if (moves.length === 0) return evaluateAll(cells, players, options);
  const next = ((colour + 1) % players) as Colour;
  let best: number[] | null = null;
  for (const square of moves) {
    const child = [...cells];
    place(child, square, colour);
    const values = maxN(child, next, depth - 1, players, options);
    if (best === null || values[colour]! > best[colour]!) best = values;
  }
  return best!;
}

/** The squares the level considers best for the seat to move (all ties kept), with their value. */
export function bestSquares(state: ReversiState, seatColour: Colour, level: AiLevelKey): { squares: number[]; value: number } {
  const plan = PLANS[level];
  const left = state.cells.filter((c) => c === null).length;
  const depth = Math.max(1, plan.depth(state.players, left));
  const next = ((seatColour + 1) % state.players) as Colour;
  let value = -Infinity;
  let squares: number[] = [];
  for (const square of orderedMoves(state.cells, seatColour)) {
    const child = [...state.cells];
    place(child, square, seatColour);
    // Full-width window at the root so equal moves keep equal scores and tie-breaks stay fair.
    const searched =
      state.players === 2
        ? search(child, next, depth - 1, -Infinity, Infinity, seatColour, state.players, plan.evaluation)
        : maxN(child, next, depth - 1, state.players, plan.evaluation)[seatColour]!;
    // When the search sees two moves as equal (e.g. a corner now or the same corner two moves later),
    // take the one that is better right away; the weight is far below any real difference in value.
    const score =
      depth > 1 ? searched + IMMEDIATE_TIE_BREAK * evaluate(child, seatColour, state.players, plan.evaluation) : searched;
    if (score > value + TIE_MARGIN) {
      value = score;
      squares = [square];
    } else if (Math.abs(score - value) <= TIE_MARGIN) {
      squares.push(square);
    }
  }
  return { squares, value };
}

const isLevel = (level: string): level is AiLevelKey => level in PLANS;

export const aiConfig: AiConfig<ReversiState> = {
  levels: [
    { key: 'easy', labelKey: 'ai.easy' },
    { key: 'medium', labelKey: 'ai.medium' },
    { key: 'hard', labelKey: 'ai.hard' },
  ],
  defaultLevel: 'medium',
  chooseMove({ view, playerID, level, random }): AiMove {
    const { squares } = bestSquares(view, colourOf(playerID), isLevel(level) ? level : 'medium');
    const square = squares[Math.floor(random() * squares.length)];
    if (square === undefined) throw new Error('reversi AI asked to move with no legal square');
    return { move: 'placeDisc', args: [square] };
  },
};

export default aiConfig;
