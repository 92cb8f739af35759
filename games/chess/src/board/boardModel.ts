import { pieceLetter, Position, squareIndex, squareName, WHITE } from '../engine/position';
import { legalMovesOf, type LegalMove } from '../rules/play';
import type { PieceCode } from './Piece';

export interface BoardModel {
  /** Piece letter per square name ("e1" -> "K"); empty squares are absent. */
  pieces: Map<string, PieceCode>;
  whiteToMove: boolean;
  /** The king's square when the side to move is in check. */
  checkSquare: string | null;
  legal: LegalMove[];
}

export function boardModel(fen: string): BoardModel {
  const pos = Position.fromFen(fen);
  const pieces = new Map<string, PieceCode>();
  for (let rank = 0; rank < 8; rank += 1) {
    for (let file = 0; file < 8; file += 1) {
      const piece = pos.board[squareIndex(file, rank)]!;
      if (piece) pieces.set(squareName(squareIndex(file, rank)), pieceLetter(piece) as PieceCode);
    }
  }
  return {
    pieces,
    whiteToMove: pos.side === WHITE,
    checkSquare: pos.inCheck() ? squareName(pos.kings[pos.side]) : null,
    legal: legalMovesOf(fen),
  };
}

/** Square names row by row from the top of the screen; White at the bottom unless flipped. */
export function squaresInView(flipped: boolean): string[][] {
  const files = 'abcdefgh'.split('');
  const ranks = [8, 7, 6, 5, 4, 3, 2, 1];
  if (flipped) {
    files.reverse();
    ranks.reverse();
  }
  return ranks.map((rank) => files.map((file) => `${file}${rank}`));
}

export const isLightSquare = (square: string) => (square.charCodeAt(0) - 97 + Number(square[1])) % 2 === 0;
