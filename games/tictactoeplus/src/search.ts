// Depth-limited expectimax for the hard AI. Each move is a chance node: with probability 1/6 (while
// wildcards remain) the square gets a wildcard instead of the mover's mark.
import { CELLS, LINES } from './lines';
import { MAX_WILDCARDS, WILDCARD_ROLL } from './moves';

/** Square codes inside the search: 0 empty, 1 and 2 the two players' marks, 3 a wildcard. */
export type Code = 0 | 1 | 2 | 3;
export const WILD: Code = 3;

const WILDCARD_CHANCE = 1 / WILDCARD_ROLL;
const WIN = 10_000;
/** Leaf evaluations one search may spend; sets the depth (see depthFor). */
const NODE_BUDGET = 120_000;

const LINES_THROUGH: number[][] = Array.from({ length: CELLS }, (_, cell) =>
  LINES.flatMap((line, index) => (line.includes(cell) ? [index] : [])),
);

/** Bit 1: player 1 owns a line through `cell`; bit 2: player 2 does. */
function ownersThrough(board: Uint8Array, cell: number): number {
  let mask = 0;
  for (const lineIndex of LINES_THROUGH[cell]!) {
    let seen = 0;
    let full = true;
    for (const index of LINES[lineIndex]!) {
      const code = board[index]!;
      if (code === 0) {
        full = false;
        break;
      }
      if (code !== WILD) seen |= code;
    }
    if (full && (seen === 1 || seen === 2)) mask |= seen;
  }
  return mask;
}

/** Worth of a line for a side, by how many of its squares that side already holds (marks + wildcards). */
const OWN_WEIGHT = [0, 1, 4, 16, 0];
/** An open line three-quarters full for the side to move is close to a won game. */
const THREAT_TO_MOVE = 300;
const THREAT_WAITING = 40;

/** Static value of a position for `me`, who is about to move. */
function evaluate(board: Uint8Array, me: Code): number {
  let score = 0;
  for (const line of LINES) {
    let mine = 0;
    let theirs = 0;
    let wild = 0;
    for (const index of line) {
      const code = board[index]!;
      if (code === me) mine += 1;
      else if (code === WILD) wild += 1;
      else if (code !== 0) theirs += 1;
    }
    if (mine > 0 && theirs === 0) score += mine + wild === 3 ? THREAT_TO_MOVE : OWN_WEIGHT[mine + wild]!;
    else if (theirs > 0 && mine === 0) score -= theirs + wild === 3 ? THREAT_WAITING : OWN_WEIGHT[theirs + wild]!;
  }
  return score;
}

function depthFor(empties: number, wildLeft: number): number {
  let nodes = 1;
  let depth = 0;
  while (depth < empties) {
    nodes *= (empties - depth) * (wildLeft > 0 ? 2 : 1);
    if (nodes > NODE_BUDGET) break;
    depth += 1;
  }
  return Math.max(depth, 2);
}

class Search {
  private readonly table = new Map<number, number>();

  constructor(private readonly board: Uint8Array) {}

  /** Expected value, for `me`, of placing `code` on `cell` and letting the game go on. */
  place(cell: number, code: Code, me: Code, wildLeft: number, empties: number, depth: number): number {
    const board = this.board;
    board[cell] = code;
    const owners = ownersThrough(board, cell);
    let value: number;
    if (owners === 3) value = 0;
    else if (owners !== 0) value = owners === me ? WIN + empties : -(WIN + empties);
    else if (empties === 1) value = 0;
    else {
      const next: Code = me === 1 ? 2 : 1;
      value = -this.value(next, code === WILD ? wildLeft - 1 : wildLeft, empties - 1, depth - 1);
    }
    board[cell] = 0;
    return value;
  }

  /** Expected value of choosing `cell` for the side `me` to move. */
  choose(cell: number, me: Code, wildLeft: number, empties: number, depth: number): number {
    const mark = this.place(cell, me, me, wildLeft, empties, depth);
    if (wildLeft === 0) return mark;
    const wild = this.place(cell, WILD, me, wildLeft, empties, depth);
    return (1 - WILDCARD_CHANCE) * mark + WILDCARD_CHANCE * wild;
  }

  value(me: Code, wildLeft: number, empties: number, depth: number): number {
    if (depth <= 0) return evaluate(this.board, me);
    const key = this.key(me, depth);
    const known = this.table.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (let cell = 0; cell < CELLS; cell += 1) {
      if (this.board[cell] !== 0) continue;
      best = Math.max(best, this.choose(cell, me, wildLeft, empties, depth));
    }
    this.table.set(key, best);
    return best;
  }

  /** The board in base 4 (16 squares = 32 bits), then the side to move and the depth left. */
  private key(me: Code, depth: number): number {
    let key = 0;
    for (let cell = 0; cell < CELLS; cell += 1) key = key * 4 + this.board[cell]!;
    return (key * 2 + (me - 1)) * 32 + depth;
  }
}

export interface ScoredCell {
  cell: number;
  score: number;
}

/** Every empty square scored for `me` by a search whose depth fits the node budget. */
export function scoreCells(cells: ReadonlyArray<Code>, me: Code, wildcardsPlaced: number): ScoredCell[] {
  const board = Uint8Array.from(cells);
  const empty = [...board.keys()].filter((cell) => board[cell] === 0);
  const wildLeft = Math.max(0, MAX_WILDCARDS - wildcardsPlaced);
  const depth = depthFor(empty.length, wildLeft);
  const search = new Search(board);
  return empty.map((cell) => ({ cell, score: search.choose(cell, me, wildLeft, empty.length, depth) }));
}

/** Squares where `me`'s own mark completes a line that only `me` owns. */
export function winningCells(cells: ReadonlyArray<Code>, me: Code): number[] {
  const board = Uint8Array.from(cells);
  return [...board.keys()].filter((cell) => {
    if (board[cell] !== 0) return false;
    board[cell] = me;
    const owners = ownersThrough(board, cell);
    board[cell] = 0;
    return owners === me;
  });
}
