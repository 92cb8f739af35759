import type { PlayerID } from 'boardgame.io';
import { resultFromScores, type GameResult } from '@tabula/game-kit';
import {
  emptyRows,
  legalPlacements,
  masksFor,
  placementProblem,
  type ColourMasks,
  type PlacementChoice,
  type PlacementProblem,
  type Rows,
} from './bitboard';
import { CELL_COUNT, COLOURS, EMPTY, SIZE, cellAt } from './geometry';
import { ALL_PIECES, orientationsOf, pieceSize } from './pieces';
import { scoredColours, slotAt, turnCycle, type TurnSlot } from './turnOrder';
import type { Colour, ColourState, CornerusState } from './types';

/** Standard bonuses: every piece placed, and 5 more when the monomino was the last one. */
export const ALL_PLACED_BONUS = 15;
export const MONOMINO_LAST_BONUS = 5;
const MONOMINO = 0;

export function initialState(): CornerusState {
  return {
    board: Array<number>(CELL_COUNT).fill(EMPTY),
    colours: COLOURS.map((): ColourState => ({ remaining: [...ALL_PIECES], end: null, lastPiece: null })),
    slot: 0,
    lastPlacement: null,
    skipped: [],
    log: [],
  };
}

/** The board as row masks: one colour's squares, or everyone's with `colour` null. */
export function rowsOf(board: readonly number[], colour: Colour | null): Rows {
  const rows = emptyRows();
  for (let cell = 0; cell < CELL_COUNT; cell += 1) {
    const owner = board[cell]!;
    if (owner === EMPTY || (colour !== null && owner !== colour)) continue;
    rows[Math.floor(cell / SIZE)]! |= 1 << (cell % SIZE);
  }
  return rows;
}

export interface ColourView {
  masks: ColourMasks;
  occupied: Rows;
}

export const colourView = (board: readonly number[], colour: Colour): ColourView => {
  const occupied = rowsOf(board, null);
  return { masks: masksFor(rowsOf(board, colour), occupied, colour), occupied };
};

export const isPlaying = (G: CornerusState, colour: Colour): boolean => G.colours[colour]!.end === null;

export const currentSlot = (G: CornerusState, numPlayers: number): TurnSlot => slotAt(numPlayers, G.slot);

/** Every legal placement of the colour's remaining pieces (none once it stopped playing). */
export function legalPlacementsFor(G: CornerusState, colour: Colour, limit?: number): PlacementChoice[] {
  if (!isPlaying(G, colour)) return [];
  const { masks, occupied } = colourView(G.board, colour);
  return legalPlacements(masks, occupied, G.colours[colour]!.remaining, limit);
}

/** Why this placement of the colour's piece is refused, or null when it is legal. */
export function problemOf(G: CornerusState, colour: Colour, choice: PlacementChoice): PlacementProblem | null {
  const orientation = orientationsOf(choice.piece)[choice.orientation];
  if (!orientation) return 'offBoard';
  const { masks, occupied } = colourView(G.board, colour);
  return placementProblem(masks, occupied, orientation, choice.x, choice.y);
}

export const cellsOf = ({ piece, orientation, x, y }: PlacementChoice): number[] =>
  orientationsOf(piece)[orientation]!.cells.map(([cx, cy]) => cellAt(x + cx, y + cy));

/** Puts a legal placement on the board and takes the piece out of the colour's supply. */
export function applyPlacement(G: CornerusState, colour: Colour, choice: PlacementChoice): void {
  const cells = cellsOf(choice);
  for (const cell of cells) G.board[cell] = colour;
  const state = G.colours[colour]!;
  state.remaining = state.remaining.filter((piece) => piece !== choice.piece);
  state.lastPiece = choice.piece;
  if (state.remaining.length === 0) state.end = 'allPlaced';
  G.lastPlacement = { colour, piece: choice.piece, cells };
}

/**
 * Moves on to the next colour turn whose colour still plays. A colour none of whose pieces fits
 * any more is blocked for good (the board only fills up), so it is ended and reported in `skipped`.
 * When no colour plays any more the slot stays put: the game is over.
 */
export function advance(G: CornerusState, numPlayers: number): void {
  G.skipped = [];
  const length = turnCycle(numPlayers).length;
  for (let step = 1; step <= length; step += 1) {
    const slot = (G.slot + step) % length;
    const { colour } = slotAt(numPlayers, slot);
    if (!isPlaying(G, colour)) continue;
    if (legalPlacementsFor(G, colour, 1).length === 0) {
      G.colours[colour]!.end = 'blocked';
      G.skipped.push({ colour });
      continue;
    }
    G.slot = slot;
    return;
  }
}

export const isOver = (G: CornerusState): boolean => G.colours.every((colour) => colour.end !== null);

export const remainingSquares = (colour: ColourState): number =>
  colour.remaining.reduce((sum, piece) => sum + pieceSize(piece), 0);

/** Minus the squares left in the supply; +15 with every piece placed, +5 more when the monomino went last. */
export function colourScore(colour: ColourState): number {
  if (colour.remaining.length > 0) return -remainingSquares(colour);
  return ALL_PLACED_BONUS + (colour.lastPiece === MONOMINO ? MONOMINO_LAST_BONUS : 0);
}

export function seatScores(G: CornerusState, numPlayers: number): Record<PlayerID, number> {
  return Object.fromEntries(
    Array.from({ length: numPlayers }, (_, index) => {
      const seat = String(index);
      return [seat, scoredColours(numPlayers, seat).reduce<number>((sum, colour) => sum + colourScore(G.colours[colour]!), 0)];
    }),
  );
}

export function resultOf(G: CornerusState, numPlayers: number): GameResult | undefined {
  return isOver(G) ? resultFromScores(seatScores(G, numPlayers)) : undefined;
}
