import * as evaluation from './evaluate';
import * as generation from './movegen';
import * as board from './position';
import type { Position } from './position';

// Local copies of imported bindings: transpiled CommonJS (tsx, jest) reads imports through getters,
// which made the search several times slower.
const { evaluate, PIECE_VALUE } = evaluation;
const { isLegal, pseudoLegalMoves } = generation;
const { FLAG_CAPTURE, FLAG_EN_PASSANT, KING, moveFlags, moveFrom, movePromotion, moveTo, onBoard, PAWN, WHITE } = board;

export const MATE = 30000;
const MATE_BOUND = MATE - 1000;
const INF = 32000;

export interface SearchOptions {
  /** Deepest full-width iteration. */
  maxDepth: number;
  /** Soft time budget in milliseconds; the search returns the last finished iteration's move. */
  timeMs: number;
  /** Follow captures past the horizon (off only for the weakest level). */
  quiescence?: boolean;
  /** Hashes of earlier positions in the game since the last capture or pawn move, for repetition. */
  history?: number[];
  /**
   * Exact scores for every root move within this many centipawns of the best (the weak levels pick
   * among them with noise); further below only a bound. Unset: plain alpha-beta at the root.
   */
  rootMargin?: number;
  now?: () => number;
}

export interface SearchResult {
  /** Best move found (0 when there is no legal move). */
  move: number;
  score: number;
  depth: number;
  nodes: number;
  /** Score of every root move from the deepest finished iteration (for the weaker levels' noise). */
  rootScores: Map<number, number>;
}

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const EXACT = 1;
const LOWER = 2;
const UPPER = 3;

class Timeout extends Error {}

/** Iterative-deepening alpha-beta with a transposition table, quiescence, killers and null moves. */
export class Searcher {
  private ttKey = new Int32Array(TT_SIZE);
  private ttMove = new Int32Array(TT_SIZE);
  private ttScore = new Int16Array(TT_SIZE);
  private ttDepth = new Int8Array(TT_SIZE);
  private ttFlag = new Uint8Array(TT_SIZE);
  private killers = new Int32Array(256);
  private historyScore = new Int32Array(128 * 128);
  private path: number[] = [];
  private nodes = 0;
  private deadline = 0;
  private now: () => number = Date.now;
  private quiescence = true;

  constructor(private pos: Position) {}

  run(options: SearchOptions): SearchResult {
    this.now = options.now ?? Date.now;
    const start = this.now();
    this.deadline = start + options.timeMs;
    this.quiescence = options.quiescence ?? true;
    this.path = [...(options.history ?? [])];
    this.nodes = 0;
    const root = this.rootMoves();
    const result: SearchResult = { move: root[0] ?? 0, score: 0, depth: 0, nodes: 0, rootScores: new Map() };
    if (root.length <= 1) return result;
    for (let depth = 1; depth <= options.maxDepth; depth += 1) {
      const scores = new Map<number, number>();
      try {
        let alpha = -INF;
        let best = root[0]!;
        for (const move of root) {
          this.pos.make(move);
          this.path.push(this.pos.hash);
          const floor = options.rootMargin === undefined ? alpha : Math.max(-INF, alpha - options.rootMargin);
          let score: number;
          try {
            score = -this.negamax(depth - 1, -INF, -floor, 1, true);
          } finally {
            this.path.pop();
            this.pos.unmake(move);
          }
          scores.set(move, score);
          if (score > alpha) {
            alpha = score;
            best = move;
          }
        }
        result.move = best;
        result.score = alpha;
        result.depth = depth;
        result.rootScores = scores;
        // Search the best move first next time.
        root.sort((a, b) => (scores.get(b) ?? -INF) - (scores.get(a) ?? -INF));
        if (Math.abs(alpha) >= MATE_BOUND) break;
      } catch (error) {
        if (!(error instanceof Timeout)) throw error;
        break;
      }
      // The next iteration takes several times longer: do not start one that cannot finish.
      if (this.now() - start > options.timeMs * 0.4) break;
    }
    result.nodes = this.nodes;
    return result;
  }

  private rootMoves(): number[] {
    const moves = pseudoLegalMoves(this.pos).filter((m) => isLegal(this.pos, m));
    return this.ordered(moves, 0, 0);
  }

  private checkTime() {
    if ((this.nodes & 1023) === 0 && this.now() > this.deadline) throw new Timeout();
  }

  private isRepetition(): boolean {
    const hash = this.pos.hash;
    const stop = Math.max(0, this.path.length - 1 - this.pos.halfmove);
    for (let i = this.path.length - 3; i >= stop; i -= 2) if (this.path[i] === hash) return true;
    return false;
  }

  private negamax(depth: number, alpha: number, beta: number, ply: number, allowNull: boolean): number {
    this.nodes += 1;
    this.checkTime();
    const pos = this.pos;
    if (pos.halfmove >= 100 || this.isRepetition()) return 0;
    if (ply >= 100) return evaluate(pos);
    const inCheck = pos.inCheck();
    if (inCheck) depth += 1;
    if (depth <= 0) return this.quiescence ? this.quiesce(alpha, beta, ply) : evaluate(pos);

    const slot = pos.hash & (TT_SIZE - 1);
    let ttMove = 0;
    if (this.ttKey[slot] === pos.hash && this.ttFlag[slot]) {
      ttMove = this.ttMove[slot]!;
      if (this.ttDepth[slot]! >= depth) {
        const score = fromTT(this.ttScore[slot]!, ply);
        const flag = this.ttFlag[slot];
        if (flag === EXACT || (flag === LOWER && score >= beta) || (flag === UPPER && score <= alpha)) return score;
      }
    }

    // Null move: if passing still fails high, the position is good enough to cut.
    if (allowNull && !inCheck && depth >= 3 && beta < MATE_BOUND && hasPieces(pos) && evaluate(pos) >= beta) {
      pos.makeNull();
      this.path.push(pos.hash);
      let score: number;
      try {
        score = -this.negamax(depth - 3, -beta, -beta + 1, ply + 1, false);
      } finally {
        this.path.pop();
        pos.unmakeNull();
      }
      if (score >= beta) return beta;
    }

    const moves = this.ordered(pseudoLegalMoves(pos), ttMove, ply);
    const startAlpha = alpha;
    let best = -INF;
    let bestMove = 0;
    let legal = 0;
    const us = pos.side;
    for (const move of moves) {
      pos.make(move);
      if (pos.isAttacked(pos.kings[us], pos.side)) {
        pos.unmake(move);
        continue;
      }
      legal += 1;
      this.path.push(pos.hash);
      let score: number;
      try {
        if (legal === 1) {
          score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
        } else {
          // Principal variation search: later moves only need to prove they are no better, first
          // at reduced depth when they are late, quiet and not giving check.
          const quiet =
            !(moveFlags(move) & FLAG_CAPTURE) &&
            !movePromotion(move) &&
            move !== this.killers[ply * 2] &&
            move !== this.killers[ply * 2 + 1];
          const reduction = quiet && !inCheck && depth >= 3 && legal > 3 && !pos.inCheck() ? (legal > 8 ? 2 : 1) : 0;
          score = -this.negamax(depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
          if (score > alpha && reduction > 0) score = -this.negamax(depth - 1, -alpha - 1, -alpha, ply + 1, true);
          if (score > alpha && score < beta) score = -this.negamax(depth - 1, -beta, -alpha, ply + 1, true);
        }
      } finally {
        this.path.pop();
        pos.unmake(move);
      }
      if (score > best) {
        best = score;
        bestMove = move;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!(moveFlags(move) & FLAG_CAPTURE)) {
          this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
          this.killers[ply * 2] = move;
          this.historyScore[moveFrom(move) * 128 + moveTo(move)]! += depth * depth;
        }
        break;
      }
    }
    if (legal === 0) return inCheck ? -MATE + ply : 0;
    this.ttKey[slot] = pos.hash;
    this.ttMove[slot] = bestMove;
    this.ttScore[slot] = toTT(best, ply);
    this.ttDepth[slot] = Math.min(depth, 127);
    this.ttFlag[slot] = best >= beta ? LOWER : best <= startAlpha ? UPPER : EXACT;
    return best;
  }

  private quiesce(alpha: number, beta: number, ply: number): number {
    this.nodes += 1;
    this.checkTime();
    const pos = this.pos;
    const stand = evaluate(pos);
    if (stand >= beta) return stand;
    if (stand > alpha) alpha = stand;
    if (ply > 60) return stand;
    const moves = this.ordered(pseudoLegalMoves(pos, true), 0, -1);
    const us = pos.side;
    for (const move of moves) {
      // Delta pruning: even winning this piece for free would not lift the score to alpha.
      const victim = moveFlags(move) & FLAG_EN_PASSANT ? PAWN : Math.abs(pos.board[moveTo(move)]!);
      if (!movePromotion(move) && stand + PIECE_VALUE[victim]! + 200 <= alpha) continue;
      pos.make(move);
      if (pos.isAttacked(pos.kings[us], pos.side)) {
        pos.unmake(move);
        continue;
      }
      const score = -this.quiesce(-beta, -alpha, ply + 1);
      pos.unmake(move);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  /** TT move, then captures (most valuable victim, least valuable attacker), killers, history. */
  private ordered(moves: number[], ttMove: number, ply: number): number[] {
    const b = this.pos.board;
    // Sort key and move packed in one number (moves fit in 21 bits), sorted as a typed array.
    const packed = new Float64Array(moves.length);
    for (let i = 0; i < moves.length; i += 1) {
      const move = moves[i]!;
      let key: number;
      if (move === ttMove) key = 1e9;
      else if (moveFlags(move) & FLAG_CAPTURE) {
        const victim = Math.abs(b[moveTo(move)]!) || PAWN;
        key = 1e8 + PIECE_VALUE[victim]! * 16 - Math.abs(b[moveFrom(move)]!);
      } else if (movePromotion(move)) key = 9e7 + movePromotion(move);
      else if (ply >= 0 && move === this.killers[ply * 2]) key = 8e7;
      else if (ply >= 0 && move === this.killers[ply * 2 + 1]) key = 7e7;
      else key = Math.min(this.historyScore[moveFrom(move) * 128 + moveTo(move)]!, 6e7);
      packed[i] = -(key * MOVE_SPACE + move);
    }
    packed.sort();
    const out = new Array<number>(moves.length);
    for (let i = 0; i < moves.length; i += 1) out[i] = -packed[i]! % MOVE_SPACE;
    return out;
  }
}

const MOVE_SPACE = 1 << 21;

function hasPieces(pos: Position): boolean {
  const sign = pos.side === WHITE ? 1 : -1;
  for (let sq = 0; sq < 128; sq += 1) {
    if (!onBoard(sq)) continue;
    const type = pos.board[sq]! * sign;
    if (type >= 2 && type !== KING) return true;
  }
  return false;
}

const toTT = (score: number, ply: number) => (score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score);
const fromTT = (score: number, ply: number) => (score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score);

export function search(pos: Position, options: SearchOptions): SearchResult {
  return new Searcher(pos).run(options);
}
