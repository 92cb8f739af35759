import type { LogLine } from '@tabula/game-kit';

/** Colours by index: 0 Blue (top-left corner), 1 Yellow (top-right), 2 Red (bottom-right), 3 Green (bottom-left). */
export type Colour = 0 | 1 | 2 | 3;

/** Why a colour stopped playing: ended by its player, no piece fits any more, or every piece placed. */
export type ColourEnd = 'ended' | 'blocked' | 'allPlaced';

export interface ColourState {
  /** Piece ids (0-20, see pieces.ts) still in this colour's supply. */
  remaining: number[];
  /** Null while the colour still plays. */
  end: ColourEnd | null;
  /** The piece placed last, for the monomino bonus. */
  lastPiece: number | null;
}

export interface Placement {
  colour: Colour;
  piece: number;
  /** The cells covered, as indices y * 20 + x. */
  cells: number[];
}

/** A colour passed over after a move because none of its pieces fits any more. */
export interface Skip {
  colour: Colour;
}

export interface CornerusState {
  /** 400 cells, row by row from the top-left: the colour covering it, or -1 when empty. */
  board: number[];
  colours: ColourState[];
  /** Position in the colour-turn cycle (turnOrder.ts) of the colour to play. */
  slot: number;
  lastPlacement: Placement | null;
  /** The colours found blocked after the last move, in the order they were passed over. */
  skipped: Skip[];
  /**
   * What happened, in order, as the game log shows it: every piece placed with its number and
   * square, colours ended or passed over, and the end with every seat's points.
   */
  log: LogLine[];
}
