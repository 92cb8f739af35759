import type { AiConfig, AiMove } from '@tabula/game-kit';
import { evaluate, SQUARE_WEIGHTS, type EvaluationOptions } from './evaluation';
import { colourOf, legalSquares, place } from './rules';
import type { Colour, ReversiState, Square } from './types';

export type AiLevelKey = 'easy' | 'medium' | 'hard';

interface LevelPlan {
  /** Plies searched: 1 looks at its own move only; more assumes every opponent plays against it. */
  depth: (players: number, empties: number) => number;
  evaluation: EvaluationOptions;
}

const PLANS: Record<AiLevelKey, LevelPlan> = {
  easy: { depth: () => 1, evaluation: { mobility: false } },
  medium: { depth: () => 2, evaluation: { mobility: true } },
  // Two players: four plies, and the last eight empty squares read to the end of the game.
  hard: { depth: (players, empties) => (players > 2 ? 3 : empties <= 8 ? empties : 4), evaluation: { mobility: true } },
};

/** Scores within this margin of the best count as equally good; the seeded random picks among them. */
const TIE_MARGIN = 1e-6;

function orderedMoves(cells: readonly Square[], colour: Colour): number[] {
  return legalSquares(cells, colour).sort((a, b) => SQUARE_WEIGHTS[b]! - SQUARE_WEIGHTS[a]!);
}

/**
 * Paranoid alpha-beta: `me` maximises, every other seat is assumed to minimise my evaluation.
 * `colour` is the seat to move at this node.
 */
function search(cells: Square[], colour: Colour, depth: number, alpha: number, beta: number, me: Colour, players: number, options: EvaluationOptions): number {
  const moves = depth === 0 ? [] : orderedMoves(cells, colour);
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
    const score = search(child, next, depth - 1, -Infinity, Infinity, seatColour, state.players, plan.evaluation);
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
  chooseMove({ G, playerID, level, random }): AiMove {
    const { squares } = bestSquares(G, colourOf(playerID), isLevel(level) ? level : 'medium');
    const square = squares[Math.floor(random() * squares.length)];
    if (square === undefined) throw new Error('reversi AI asked to move with no legal square');
    return { move: 'placeDisc', args: [square] };
  },
};

export default aiConfig;
