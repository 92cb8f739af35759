import { hasLegalMove, legalMoves } from './movegen';
import {
  FLAG_CAPTURE,
  FLAG_CASTLE,
  fileOf,
  moveFlags,
  moveFrom,
  movePromotion,
  moveTo,
  PAWN,
  pieceLetter,
  rankOf,
  squareName,
  type Position,
} from './position';

const FILES = 'abcdefgh';

/** What tells `move` apart from other moves of the same kind of piece to the same square: file, rank or both. */
function disambiguation(pos: Position, move: number): string {
  const from = moveFrom(move);
  const rivals = legalMoves(pos)
    .filter(
      (other) => moveTo(other) === moveTo(move) && moveFrom(other) !== from && pos.board[moveFrom(other)] === pos.board[from],
    )
    .map(moveFrom);
  if (rivals.length === 0) return '';
  if (rivals.every((sq) => fileOf(sq) !== fileOf(from))) return FILES[fileOf(from)]!;
  if (rivals.every((sq) => rankOf(sq) !== rankOf(from))) return String(rankOf(from) + 1);
  return squareName(from);
}

/**
 * A legal move in standard algebraic notation ("e4", "Nbd7", "exd6", "O-O", "e8=Q+", "Qh4#"), as
 * players write it down. `pos` is the position before the move and is left as it was.
 */
export function toSan(pos: Position, move: number): string {
  const from = moveFrom(move);
  const to = moveTo(move);
  const flags = moveFlags(move);
  const type = Math.abs(pos.board[from]!);
  const capture = (flags & FLAG_CAPTURE) !== 0 ? 'x' : '';
  let san: string;
  if (flags & FLAG_CASTLE) san = fileOf(to) > fileOf(from) ? 'O-O' : 'O-O-O';
  else if (type === PAWN) {
    const promotion = movePromotion(move);
    san = `${capture ? FILES[fileOf(from)] + capture : ''}${squareName(to)}${promotion ? `=${pieceLetter(promotion)}` : ''}`;
  } else san = `${pieceLetter(type)}${disambiguation(pos, move)}${capture}${squareName(to)}`;
  pos.make(move);
  const suffix = pos.inCheck() ? (hasLegalMove(pos) ? '+' : '#') : '';
  pos.unmake(move);
  return san + suffix;
}
