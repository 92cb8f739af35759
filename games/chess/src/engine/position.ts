/**
 * A chess position on a 0x88 board, with make/unmake. Node-pure: shared by the rules, the search,
 * the Web Worker and the tests.
 *
 * Squares: index = rank * 16 + file (a1 = 0, h1 = 7, a8 = 112); `sq & 0x88` is non-zero off the board.
 * Pieces: 1 pawn, 2 knight, 3 bishop, 4 rook, 5 queen, 6 king; positive for White, negative for Black.
 */
import { seededRandom } from '@tabula/game-kit/random';
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

export const WHITE = 0;
export const BLACK = 1;
export type Color = typeof WHITE | typeof BLACK;

/** Castling rights bits. */
export const WK = 1;
export const WQ = 2;
export const BK = 4;
export const BQ = 8;

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const PIECE_LETTERS = ' pnbrqk';

export const onBoard = (sq: number) => (sq & 0x88) === 0;
export const fileOf = (sq: number) => sq & 7;
export const rankOf = (sq: number) => sq >> 4;
export const squareIndex = (file: number, rank: number) => rank * 16 + file;

export function squareName(sq: number): string {
  return String.fromCharCode(97 + fileOf(sq)) + String(rankOf(sq) + 1);
}

/** 'e4' -> 0x88 index, or -1 when the text is not a square. */
export function parseSquare(name: string): number {
  if (!/^[a-h][1-8]$/.test(name)) return -1;
  return squareIndex(name.charCodeAt(0) - 97, name.charCodeAt(1) - 49);
}

export function pieceLetter(piece: number): string {
  const letter = PIECE_LETTERS[Math.abs(piece)] ?? ' ';
  return piece > 0 ? letter.toUpperCase() : letter;
}

// Zobrist keys from a fixed-seed generator, so hashes are the same in every process.
const zobristFloat = seededRandom(0x9e3779b9);
const zobristRandom = () => (zobristFloat() * 2 ** 32) | 0;
/** [piece + 6][square] */
const Z_PIECE: Int32Array[] = Array.from({ length: 13 }, () => Int32Array.from({ length: 128 }, zobristRandom));
const Z_CASTLE = Int32Array.from({ length: 16 }, zobristRandom);
const Z_EP = Int32Array.from({ length: 8 }, zobristRandom);
const Z_BLACK = zobristRandom();

/** Castling rights that survive a move touching the square (king or rook squares clear some). */
const CASTLE_MASK = new Int8Array(128).fill(15);
CASTLE_MASK[0] = 15 & ~WQ;
CASTLE_MASK[7] = 15 & ~WK;
CASTLE_MASK[4] = 15 & ~(WK | WQ);
CASTLE_MASK[112] = 15 & ~BQ;
CASTLE_MASK[119] = 15 & ~BK;
CASTLE_MASK[116] = 15 & ~(BK | BQ);

// Move encoding: from | to << 7 | promotion piece type << 14 | flags << 17.
export const FLAG_CAPTURE = 1;
export const FLAG_EN_PASSANT = 2;
export const FLAG_CASTLE = 4;
export const FLAG_DOUBLE = 8;

export const encodeMove = (from: number, to: number, promotion = 0, flags = 0) =>
  from | (to << 7) | (promotion << 14) | (flags << 17);
export const moveFrom = (move: number) => move & 127;
export const moveTo = (move: number) => (move >> 7) & 127;
export const movePromotion = (move: number) => (move >> 14) & 7;
export const moveFlags = (move: number) => move >> 17;

export function moveToUci(move: number): string {
  const promotion = movePromotion(move);
  return squareName(moveFrom(move)) + squareName(moveTo(move)) + (promotion ? PIECE_LETTERS[promotion] : '');
}

export class Position {
  board = new Int8Array(128);
  side: Color = WHITE;
  castling = 0;
  /** En passant target square (the square the pawn skipped), or -1. */
  ep = -1;
  halfmove = 0;
  fullmove = 1;
  kings: [number, number] = [4, 116];
  hash = 0;
  private undo: number[] = [];

  static fromFen(fen: string): Position {
    const pos = new Position();
    const parts = fen.trim().split(/\s+/);
    const [placement, side = 'w', castling = '-', ep = '-', half = '0', full = '1'] = parts;
    const rows = (placement ?? '').split('/');
    if (rows.length !== 8) throw new Error(`bad FEN placement: ${fen}`);
    rows.forEach((row, i) => {
      const rank = 7 - i;
      let file = 0;
      for (const ch of row) {
        if (ch >= '1' && ch <= '8') file += Number(ch);
        else {
          const type = PIECE_LETTERS.indexOf(ch.toLowerCase());
          if (type <= 0 || file > 7) throw new Error(`bad FEN piece: ${fen}`);
          const piece = ch === ch.toUpperCase() ? type : -type;
          pos.board[squareIndex(file, rank)] = piece;
          if (type === KING) pos.kings[piece > 0 ? WHITE : BLACK] = squareIndex(file, rank);
          file += 1;
        }
      }
      if (file !== 8) throw new Error(`bad FEN row: ${fen}`);
    });
    pos.side = side === 'b' ? BLACK : WHITE;
    for (const ch of castling) pos.castling |= ch === 'K' ? WK : ch === 'Q' ? WQ : ch === 'k' ? BK : ch === 'q' ? BQ : 0;
    pos.ep = ep === '-' ? -1 : parseSquare(ep);
    pos.halfmove = Number(half) || 0;
    pos.fullmove = Number(full) || 1;
    pos.hash = pos.computeHash();
    return pos;
  }

  computeHash(): number {
    let h = 0;
    for (let sq = 0; sq < 128; sq += 1) if (onBoard(sq) && this.board[sq]) h ^= Z_PIECE[this.board[sq]! + 6]![sq]!;
    h ^= Z_CASTLE[this.castling]!;
    if (this.ep >= 0) h ^= Z_EP[fileOf(this.ep)]!;
    if (this.side === BLACK) h ^= Z_BLACK;
    return h;
  }

  placementFen(): string {
    const rows: string[] = [];
    for (let rank = 7; rank >= 0; rank -= 1) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 8; file += 1) {
        const piece = this.board[squareIndex(file, rank)]!;
        if (piece === 0) empty += 1;
        else {
          if (empty) row += String(empty);
          empty = 0;
          row += pieceLetter(piece);
        }
      }
      rows.push(empty ? row + String(empty) : row);
    }
    return rows.join('/');
  }

  castlingFen(): string {
    const c = this.castling;
    const text = (c & WK ? 'K' : '') + (c & WQ ? 'Q' : '') + (c & BK ? 'k' : '') + (c & BQ ? 'q' : '');
    return text || '-';
  }

  toFen(): string {
    const ep = this.ep >= 0 ? squareName(this.ep) : '-';
    return `${this.placementFen()} ${this.side === WHITE ? 'w' : 'b'} ${this.castlingFen()} ${ep} ${this.halfmove} ${this.fullmove}`;
  }

  /** Is `sq` attacked by any piece of `by`? */
  isAttacked(sq: number, by: Color): boolean {
    const b = this.board;
    const sign = by === WHITE ? 1 : -1;
    // Pawns attack diagonally forward, so look backwards from the target.
    const pawnRow = by === WHITE ? -16 : 16;
    for (const d of [pawnRow - 1, pawnRow + 1]) {
      const from = sq + d;
      if (onBoard(from) && b[from] === sign * PAWN) return true;
    }
    for (const d of KNIGHT_STEPS) {
      const from = sq + d;
      if (onBoard(from) && b[from] === sign * KNIGHT) return true;
    }
    for (const d of KING_STEPS) {
      const from = sq + d;
      if (onBoard(from) && b[from] === sign * KING) return true;
    }
    for (const d of BISHOP_RAYS) {
      for (let from = sq + d; onBoard(from); from += d) {
        const p = b[from]!;
        if (p === 0) continue;
        if (p === sign * BISHOP || p === sign * QUEEN) return true;
        break;
      }
    }
    for (const d of ROOK_RAYS) {
      for (let from = sq + d; onBoard(from); from += d) {
        const p = b[from]!;
        if (p === 0) continue;
        if (p === sign * ROOK || p === sign * QUEEN) return true;
        break;
      }
    }
    return false;
  }

  inCheck(color: Color = this.side): boolean {
    return this.isAttacked(this.kings[color], color === WHITE ? BLACK : WHITE);
  }

  private put(sq: number, piece: number) {
    const old = this.board[sq]!;
    if (old) this.hash ^= Z_PIECE[old + 6]![sq]!;
    this.board[sq] = piece;
    if (piece) this.hash ^= Z_PIECE[piece + 6]![sq]!;
  }

  make(move: number): void {
    const from = moveFrom(move);
    const to = moveTo(move);
    const flags = moveFlags(move);
    const promotion = movePromotion(move);
    const piece = this.board[from]!;
    const us = this.side;
    let capturedSquare = to;
    if (flags & FLAG_EN_PASSANT) capturedSquare = to + (us === WHITE ? -16 : 16);
    const captured = this.board[capturedSquare]!;
    this.undo.push(captured, capturedSquare, this.castling, this.ep, this.halfmove, this.hash);

    if (capturedSquare !== to) this.put(capturedSquare, 0);
    this.put(from, 0);
    this.put(to, promotion ? (piece > 0 ? promotion : -promotion) : piece);
    if (flags & FLAG_CASTLE) {
      const kingSide = to > from;
      const rookFrom = kingSide ? from + 3 : from - 4;
      const rookTo = kingSide ? from + 1 : from - 1;
      this.put(rookTo, this.board[rookFrom]!);
      this.put(rookFrom, 0);
    }
    if (Math.abs(piece) === KING) this.kings[us] = to;

    this.hash ^= Z_CASTLE[this.castling]!;
    this.castling &= CASTLE_MASK[from]! & CASTLE_MASK[to]!;
    this.hash ^= Z_CASTLE[this.castling]!;
    if (this.ep >= 0) this.hash ^= Z_EP[fileOf(this.ep)]!;
    this.ep = flags & FLAG_DOUBLE ? (from + to) >> 1 : -1;
    if (this.ep >= 0) this.hash ^= Z_EP[fileOf(this.ep)]!;

    this.halfmove = Math.abs(piece) === PAWN || captured ? 0 : this.halfmove + 1;
    if (us === BLACK) this.fullmove += 1;
    this.side = us === WHITE ? BLACK : WHITE;
    this.hash ^= Z_BLACK;
  }

  unmake(move: number): void {
    const from = moveFrom(move);
    const to = moveTo(move);
    const flags = moveFlags(move);
    const hash = this.undo.pop()!;
    const halfmove = this.undo.pop()!;
    const ep = this.undo.pop()!;
    const castling = this.undo.pop()!;
    const capturedSquare = this.undo.pop()!;
    const captured = this.undo.pop()!;
    this.side = this.side === WHITE ? BLACK : WHITE;
    const us = this.side;
    if (us === BLACK) this.fullmove -= 1;
    const moved = this.board[to]!;
    const piece = movePromotion(move) ? (moved > 0 ? PAWN : -PAWN) : moved;
    this.board[from] = piece;
    this.board[to] = 0;
    this.board[capturedSquare] = captured;
    if (flags & FLAG_CASTLE) {
      const kingSide = to > from;
      this.board[kingSide ? from + 3 : from - 4] = this.board[kingSide ? from + 1 : from - 1]!;
      this.board[kingSide ? from + 1 : from - 1] = 0;
    }
    if (Math.abs(piece) === KING) this.kings[us] = from;
    this.castling = castling;
    this.ep = ep;
    this.halfmove = halfmove;
    this.hash = hash;
  }

  /** Passing move for null-move pruning in the search (never used by the rules). */
  makeNull(): void {
    this.undo.push(this.ep, this.hash);
    if (this.ep >= 0) this.hash ^= Z_EP[fileOf(this.ep)]!;
    this.ep = -1;
    this.side = this.side === WHITE ? BLACK : WHITE;
    this.hash ^= Z_BLACK;
  }

  unmakeNull(): void {
    this.hash = this.undo.pop()!;
    this.ep = this.undo.pop()!;
    this.side = this.side === WHITE ? BLACK : WHITE;
  }
}

export const KNIGHT_STEPS = [33, 31, 18, 14, -14, -18, -31, -33];
export const KING_STEPS = [1, -1, 16, -16, 15, 17, -15, -17];
export const BISHOP_RAYS = [15, 17, -15, -17];
export const ROOK_RAYS = [1, -1, 16, -16];
