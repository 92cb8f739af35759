import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

/** The piece a pawn becomes on the last rank: queen, rook, bishop or knight. */
export type PromotionPiece = 'q' | 'r' | 'b' | 'n';

export interface ChessState {
  /** The current position in Forsyth-Edwards Notation, including both move clocks. */
  fen: string;
  /**
   * Repetition keys of the positions since the last capture or pawn move, oldest first, ending with
   * the current one. Nothing before an irreversible move can repeat, so this stays at most 101 long.
   */
  positions: string[];
  /** The last move in long algebraic notation ("e2e4", "e7e8q"), for highlighting and the move sound. */
  lastMove: string | null;
  /** Every move of the game so far in standard algebraic notation ("e4", "Nf3", "O-O", "Qh4#"). */
  history: string[];
  /** Every move, in order, as the game log shows it: its number and its SAN. */
  log: LogLine[];
}

/** Seat 0 plays White, seat 1 Black. */
export const WHITE_SEAT: PlayerID = '0';
export const BLACK_SEAT: PlayerID = '1';
