import { addLogLine } from '@tabula/game-kit';
import { legalMoves } from '../engine/movegen';
import { toSan } from '../engine/san';
import { moveFrom, movePromotion, moveTo, moveToUci, parseSquare, Position, START_FEN, WHITE } from '../engine/position';
import type { ChessState, PromotionPiece } from '../types';
import { repetitionKey } from './status';

const PROMOTION_TYPES: Record<PromotionPiece, number> = { n: 2, b: 3, r: 4, q: 5 };

export function initialState(fen = START_FEN): ChessState {
  return { fen, positions: [repetitionKey(Position.fromFen(fen))], lastMove: null, history: [], log: [] };
}

/** A legal move as the board and `ai.enumerate` see it. */
export interface LegalMove {
  from: string;
  to: string;
  promotion?: PromotionPiece;
}

export function toLegalMove(move: number): LegalMove {
  const uci = moveToUci(move);
  const promotion = uci[4] as PromotionPiece | undefined;
  return promotion ? { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion } : { from: uci.slice(0, 2), to: uci.slice(2, 4) };
}

export function legalMovesOf(fen: string): LegalMove[] {
  return legalMoves(Position.fromFen(fen)).map(toLegalMove);
}

/**
 * The engine move matching the request, or null when it is not legal. A pawn reaching the last rank
 * needs its promotion piece; any other move must not name one.
 */
export function findMove(pos: Position, from: unknown, to: unknown, promotion: unknown): number | null {
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const fromSq = parseSquare(from);
  const toSq = parseSquare(to);
  if (fromSq < 0 || toSq < 0) return null;
  const wanted = promotion === undefined || promotion === null ? 0 : PROMOTION_TYPES[promotion as PromotionPiece];
  if (wanted === undefined) return null;
  return legalMoves(pos).find((m) => moveFrom(m) === fromSq && moveTo(m) === toSq && movePromotion(m) === wanted) ?? null;
}

/** Plays a legal move on the state in place. */
export function applyMove(G: ChessState, pos: Position, move: number): void {
  // Matches stored before move lists existed have none: theirs starts here.
  const san = toSan(pos, move);
  G.history = [...(G.history ?? []), san];
  const white = pos.side === WHITE;
  addLogLine(G, { key: white ? 'whiteMoved' : 'blackMoved', seat: white ? '0' : '1', values: { number: pos.fullmove, san } });
  pos.make(move);
  const key = repetitionKey(pos);
  G.fen = pos.toFen();
  G.positions = pos.halfmove === 0 ? [key] : [...G.positions, key];
  G.lastMove = moveToUci(move);
}
