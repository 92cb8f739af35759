import type { GameResult } from '@tabula/game-kit';
import { hasLegalMove, isLegal, pseudoLegalMoves } from '../engine/movegen';
import {
  BISHOP,
  fileOf,
  KING,
  KNIGHT,
  moveFlags,
  FLAG_EN_PASSANT,
  onBoard,
  Position,
  rankOf,
  squareName,
  WHITE,
} from '../engine/position';

export type DrawReason = 'stalemate' | 'threefold' | 'fiftyMove' | 'insufficientMaterial';

/**
 * The part of a position that decides whether it repeats: pieces, side to move, castling rights and
 * the en passant square, the latter only when an en passant capture is actually legal (FIDE 9.2).
 */
export function repetitionKey(pos: Position): string {
  let ep = '-';
  if (pos.ep >= 0 && pseudoLegalMoves(pos, true).some((m) => moveFlags(m) & FLAG_EN_PASSANT && isLegal(pos, m))) {
    ep = squareName(pos.ep);
  }
  return `${pos.placementFen()} ${pos.side === WHITE ? 'w' : 'b'} ${pos.castlingFen()} ${ep}`;
}

/**
 * Neither side can ever mate: king against king, a lone minor piece, or only bishops that all stand
 * on squares of one colour.
 */
export function insufficientMaterial(pos: Position): boolean {
  let minors = 0;
  let knights = 0;
  const bishopColours = new Set<number>();
  for (let sq = 0; sq < 128; sq += 1) {
    if (!onBoard(sq)) continue;
    const type = Math.abs(pos.board[sq]!);
    if (type === 0 || type === KING) continue;
    if (type === KNIGHT) {
      knights += 1;
      minors += 1;
    } else if (type === BISHOP) {
      bishopColours.add((fileOf(sq) + rankOf(sq)) & 1);
      minors += 1;
    } else return false;
  }
  return minors <= 1 || (knights === 0 && bishopColours.size === 1);
}

/**
 * How the game stands after a move. Checkmate and stalemate come first: a mate delivered on the
 * hundredth quiet half-move or on a third repetition still wins. Draws are automatic, not claimed.
 */
export function gameResult(fen: string, positions: string[]): GameResult | undefined {
  const pos = Position.fromFen(fen);
  if (!hasLegalMove(pos)) {
    if (pos.inCheck()) return { winner: pos.side === WHITE ? '1' : '0', reason: 'checkmate' };
    return { draw: true, reason: 'stalemate' };
  }
  if (insufficientMaterial(pos)) return { draw: true, reason: 'insufficientMaterial' };
  const current = positions[positions.length - 1];
  if (current !== undefined && positions.filter((key) => key === current).length >= 3) return { draw: true, reason: 'threefold' };
  if (pos.halfmove >= 100) return { draw: true, reason: 'fiftyMove' };
  return undefined;
}
