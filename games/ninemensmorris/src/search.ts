import { MILLS, MILLS_OF, NEIGHBOURS, POINT_COUNT } from './geometry';
import { FLYING_COUNT, LOSING_COUNT } from './rules';
import type { MorrisState, Seat } from './types';

/**
 * The computer player's search: negamax with alpha-beta pruning and iterative deepening over whole
 * turns (a placement or move together with the removal it earns). Positions are kept compact: a
 * board of 24 numbers (0 empty, 1 White's piece, 2 Red's) and the pieces in hand.
 */
export interface Position {
  board: Int8Array;
  hand: [number, number];
  /** 0 = White (seat 0), 1 = Red (seat 1). */
  toMove: 0 | 1;
}

/** One turn: place (from -1) or move to `to`, then remove the piece on `remove` (-1 for none). `to` -1: a removal alone. */
export interface Turn {
  from: number;
  to: number;
  remove: number;
}

export const WIN = 100000;

export function positionFromState(G: Pick<MorrisState, 'points' | 'inHand'>, toMove: Seat): Position {
  const board = new Int8Array(POINT_COUNT);
  G.points.forEach((content, point) => {
    board[point] = content === null ? 0 : content === '0' ? 1 : 2;
  });
  return { board, hand: [G.inHand['0'], G.inHand['1']], toMove: toMove === '0' ? 0 : 1 };
}

const piecesOnBoard = (board: Int8Array, value: number) => {
  let count = 0;
  for (let point = 0; point < POINT_COUNT; point += 1) if (board[point] === value) count += 1;
  return count;
};

const inMill = (board: Int8Array, point: number) => {
  const value = board[point]!;
  return value !== 0 && MILLS_OF[point]!.some(([a, b, c]) => board[a] === value && board[b] === value && board[c] === value);
};

/** The opposing pieces the side with `value` may remove: outside mills, or any when all are in mills. */
export function removals(board: Int8Array, value: number): number[] {
  const theirs: number[] = [];
  const free: number[] = [];
  for (let point = 0; point < POINT_COUNT; point += 1) {
    if (board[point] === 0 || board[point] === value) continue;
    theirs.push(point);
    if (!inMill(board, point)) free.push(point);
  }
  return free.length > 0 ? free : theirs;
}

/** Every turn of the side to move; an empty list means it is blocked. */
export function turnsOf(position: Position): Turn[] {
  const { board, hand, toMove } = position;
  const value = toMove + 1;
  const arrivals: Array<[number, number]> = [];
  if (hand[toMove]! > 0) {
    for (let to = 0; to < POINT_COUNT; to += 1) if (board[to] === 0) arrivals.push([-1, to]);
  } else {
    const flying = piecesOnBoard(board, value) === FLYING_COUNT;
    for (let from = 0; from < POINT_COUNT; from += 1) {
      if (board[from] !== value) continue;
      const targets = flying ? [...board.keys()] : NEIGHBOURS[from]!;
      for (const to of targets) if (board[to] === 0) arrivals.push([from, to]);
    }
  }
  const opponentOnBoard = piecesOnBoard(board, 3 - value) > 0;
  const turns: Turn[] = [];
  for (const [from, to] of arrivals) {
    if (from >= 0) board[from] = 0;
    board[to] = value;
    if (opponentOnBoard && inMill(board, to)) for (const remove of removals(board, value)) turns.push({ from, to, remove });
    else turns.push({ from, to, remove: -1 });
    board[to] = 0;
    if (from >= 0) board[from] = value;
  }
  return turns;
}

export function applyTurn(position: Position, turn: Turn): Position {
  const board = position.board.slice();
  const hand: [number, number] = [position.hand[0], position.hand[1]];
  const value = position.toMove + 1;
  if (turn.to >= 0) {
    if (turn.from >= 0) board[turn.from] = 0;
    else hand[position.toMove] -= 1;
    board[turn.to] = value;
  }
  if (turn.remove >= 0) board[turn.remove] = 0;
  return { board, hand, toMove: position.toMove === 0 ? 1 : 0 };
}

/** The side to move has a turn: pieces to place, flying, or a piece next to an empty point. */
function canAct(position: Position): boolean {
  const { board, hand, toMove } = position;
  if (hand[toMove]! > 0) return true;
  const value = toMove + 1;
  if (piecesOnBoard(board, value) === FLYING_COUNT) return true;
  for (let point = 0; point < POINT_COUNT; point += 1) {
    if (board[point] === value && NEIGHBOURS[point]!.some((next) => board[next] === 0)) return true;
  }
  return false;
}

/** Pieces not lost: on the board and in hand. */
const piecesLeft = (position: Position, side: number) => piecesOnBoard(position.board, side + 1) + position.hand[side]!;

/** Weights of the evaluation, in hundredths of a piece. */
const PIECE = 100;
const CLOSED_MILL = 12;
const OPEN_TWO = 9;
const MOBILITY = 3;
const HEMMED_IN = 5;

function sideScore(position: Position, side: number): number {
  const { board } = position;
  const value = side + 1;
  let score = PIECE * piecesLeft(position, side);
  for (const [a, b, c] of MILLS) {
    const own = Number(board[a] === value) + Number(board[b] === value) + Number(board[c] === value);
    const empty = Number(board[a] === 0) + Number(board[b] === 0) + Number(board[c] === 0);
    if (own === 3) score += CLOSED_MILL;
    else if (own === 2 && empty === 1) score += OPEN_TWO;
  }
  if (position.hand[side] === 0 && piecesOnBoard(board, value) > FLYING_COUNT) {
    for (let point = 0; point < POINT_COUNT; point += 1) {
      if (board[point] !== value) continue;
      let free = 0;
      for (const next of NEIGHBOURS[point]!) if (board[next] === 0) free += 1;
      score += MOBILITY * free;
      if (free === 0) score -= HEMMED_IN;
    }
  }
  return score;
}

/** The position's value for the side to move, without search. */
export function evaluate(position: Position): number {
  return sideScore(position, position.toMove) - sideScore(position, 1 - position.toMove);
}

export interface SearchLimits {
  /** Deepest search, in whole turns. */
  depth: number;
  /** Positions one depth may visit; a deeper search that would need more keeps the last finished depth. */
  nodes: number;
  /** Random spread added to the root scores, for the weak levels' mistakes. */
  noise: number;
  /** Thinking time; a depth not finished by then is dropped (the first depth always finishes). */
  timeMs?: number;
}

class OutOfBudget extends Error {}

interface RootScore {
  turn: Turn;
  score: number;
}

/**
 * Searches `rootTurns` (every turn of the side to move, or only its removals when it owes one) and
 * returns them best first with their scores from the deepest finished iteration.
 */
export function searchTurns(
  position: Position,
  rootTurns: Turn[],
  limits: SearchLimits,
  random: () => number,
  now: () => number = () => performance.now(),
): RootScore[] {
  if (rootTurns.length === 0) throw new Error('ninemensmorris search: no turn to choose from');
  const started = now();
  // Shuffled first, so that equal turns are chosen at random; then removals first, the likeliest good turns.
  const shuffled = rootTurns.map((turn) => ({ turn, key: random() })).sort((a, b) => a.key - b.key);
  let order = shuffled.map(({ turn }) => turn).sort((a, b) => Number(b.remove >= 0) - Number(a.remove >= 0));
  const noise = new Map(order.map((turn) => [turn, limits.noise > 0 ? (random() - 0.5) * 2 * limits.noise : 0]));
  let best: RootScore[] = order.map((turn) => ({ turn, score: 0 }));

  for (let depth = 1; depth <= limits.depth; depth += 1) {
    let nodes = 0;
    const deadline = depth === 1 || limits.timeMs === undefined ? Infinity : started + limits.timeMs;
    const negamax = (node: Position, remaining: number, alpha: number, beta: number, ply: number): number => {
      nodes += 1;
      if (nodes > limits.nodes) throw new OutOfBudget();
      if (piecesLeft(node, node.toMove) <= LOSING_COUNT) return -(WIN - ply);
      if (remaining === 0) return canAct(node) ? evaluate(node) : -(WIN - ply);
      if (now() > deadline) throw new OutOfBudget();
      const turns = turnsOf(node);
      if (turns.length === 0) return -(WIN - ply);
      turns.sort((a, b) => Number(b.remove >= 0) - Number(a.remove >= 0));
      let value = -Infinity;
      for (const turn of turns) {
        value = Math.max(value, -negamax(applyTurn(node, turn), remaining - 1, -beta, -alpha, ply + 1));
        alpha = Math.max(alpha, value);
        if (alpha >= beta) break;
      }
      return value;
    };
    try {
      // Without noise only the best turn needs an exact score: the others are searched against it
      // (alpha-beta at the root too) and their bounds serve to order the next iteration.
      let alpha = -Infinity;
      const scored = order.map((turn) => {
        const extra = noise.get(turn)!;
        const window = limits.noise > 0 ? -Infinity : alpha;
        const score = -negamax(applyTurn(position, turn), depth - 1, -Infinity, -window, 1) + extra;
        alpha = Math.max(alpha, score);
        return { turn, score };
      });
      best = scored.sort((a, b) => b.score - a.score);
      order = best.map(({ turn }) => turn);
      // A forced result is known: deeper search cannot change it.
      if (Math.abs(best[0]!.score) > WIN / 2) break;
    } catch (error) {
      if (error instanceof OutOfBudget && depth > 1) break;
      throw error;
    }
  }
  return best;
}
