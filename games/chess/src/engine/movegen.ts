import * as board from './position';
import type { Position } from './position';

// Local copies of imported bindings: transpiled CommonJS (tsx, jest) reads imports through getters,
// which made the search several times slower.
const {
  BISHOP,
  BISHOP_RAYS,
  BK,
  BLACK,
  BQ,
  encodeMove,
  FLAG_CAPTURE,
  FLAG_CASTLE,
  FLAG_DOUBLE,
  FLAG_EN_PASSANT,
  KING,
  KING_STEPS,
  KNIGHT,
  KNIGHT_STEPS,
  onBoard,
  PAWN,
  QUEEN,
  rankOf,
  ROOK,
  ROOK_RAYS,
  WHITE,
  WK,
  WQ,
} = board;

const PROMOTIONS = [QUEEN, ROOK, BISHOP, KNIGHT];

function pushPawnMove(moves: number[], from: number, to: number, flags: number, promotes: boolean) {
  if (promotes) for (const p of PROMOTIONS) moves.push(encodeMove(from, to, p, flags));
  else moves.push(encodeMove(from, to, 0, flags));
}

/**
 * Moves that follow each piece's movement rules but may leave the own king in check.
 * With `capturesOnly`, just captures and promotions (for the quiescence search).
 */
export function pseudoLegalMoves(pos: Position, capturesOnly = false): number[] {
  const moves: number[] = [];
  const b = pos.board;
  const us = pos.side;
  const sign = us === WHITE ? 1 : -1;
  for (let from = 0; from < 120; from += 1) {
    if (!onBoard(from)) {
      from += 7;
      continue;
    }
    const piece = b[from]! * sign;
    if (piece <= 0) continue;
    if (piece === PAWN) {
      const forward = us === WHITE ? 16 : -16;
      const startRank = us === WHITE ? 1 : 6;
      const lastRank = us === WHITE ? 7 : 0;
      const one = from + forward;
      const promotes = rankOf(one) === lastRank;
      if (onBoard(one) && b[one] === 0) {
        if (!capturesOnly || promotes) pushPawnMove(moves, from, one, 0, promotes);
        const two = one + forward;
        if (!capturesOnly && rankOf(from) === startRank && b[two] === 0) moves.push(encodeMove(from, two, 0, FLAG_DOUBLE));
      }
      for (let side = -1; side <= 1; side += 2) {
        const to = one + side;
        if (!onBoard(to)) continue;
        if (b[to]! * sign < 0) pushPawnMove(moves, from, to, FLAG_CAPTURE, promotes);
        else if (to === pos.ep) moves.push(encodeMove(from, to, 0, FLAG_CAPTURE | FLAG_EN_PASSANT));
      }
    } else if (piece === KNIGHT || piece === KING) {
      for (const d of piece === KNIGHT ? KNIGHT_STEPS : KING_STEPS) {
        const to = from + d;
        if (!onBoard(to)) continue;
        const target = b[to]! * sign;
        if (target < 0) moves.push(encodeMove(from, to, 0, FLAG_CAPTURE));
        else if (target === 0 && !capturesOnly) moves.push(encodeMove(from, to));
      }
    } else {
      const rays = piece === BISHOP ? BISHOP_RAYS : piece === ROOK ? ROOK_RAYS : KING_STEPS;
      for (const d of rays) {
        for (let to = from + d; onBoard(to); to += d) {
          const target = b[to]! * sign;
          if (target === 0) {
            if (!capturesOnly) moves.push(encodeMove(from, to));
            continue;
          }
          if (target < 0) moves.push(encodeMove(from, to, 0, FLAG_CAPTURE));
          break;
        }
      }
    }
  }
  if (!capturesOnly) addCastling(pos, moves);
  return moves;
}

/** Castling: rights kept, rook in its corner, squares between empty, king not in, through or (checked later) into check. */
function addCastling(pos: Position, moves: number[]) {
  const us = pos.side;
  const them = us === WHITE ? BLACK : WHITE;
  const home = us === WHITE ? 4 : 116;
  const rook = us === WHITE ? ROOK : -ROOK;
  const b = pos.board;
  if (pos.kings[us] !== home) return;
  const kingSide = us === WHITE ? WK : BK;
  const queenSide = us === WHITE ? WQ : BQ;
  if (!(pos.castling & (kingSide | queenSide)) || pos.isAttacked(home, them)) return;
  if (
    pos.castling & kingSide &&
    b[home + 3] === rook &&
    b[home + 1] === 0 &&
    b[home + 2] === 0 &&
    !pos.isAttacked(home + 1, them)
  ) {
    moves.push(encodeMove(home, home + 2, 0, FLAG_CASTLE));
  }
  if (
    pos.castling & queenSide &&
    b[home - 4] === rook &&
    b[home - 1] === 0 &&
    b[home - 2] === 0 &&
    b[home - 3] === 0 &&
    !pos.isAttacked(home - 1, them)
  ) {
    moves.push(encodeMove(home, home - 2, 0, FLAG_CASTLE));
  }
}

/** Does `move` (pseudo-legal) leave the mover's king safe? Leaves the position unchanged. */
export function isLegal(pos: Position, move: number): boolean {
  const us = pos.side;
  pos.make(move);
  const ok = !pos.isAttacked(pos.kings[us], pos.side);
  pos.unmake(move);
  return ok;
}

export function legalMoves(pos: Position): number[] {
  return pseudoLegalMoves(pos).filter((m) => isLegal(pos, m));
}

export function hasLegalMove(pos: Position): boolean {
  return pseudoLegalMoves(pos).some((m) => isLegal(pos, m));
}

/** Leaf count of the legal move tree, the standard check of a move generator. */
export function perft(pos: Position, depth: number): number {
  const moves = legalMoves(pos);
  if (depth <= 1) return depth === 1 ? moves.length : 1;
  let nodes = 0;
  for (const m of moves) {
    pos.make(m);
    nodes += perft(pos, depth - 1);
    pos.unmake(m);
  }
  return nodes;
}
