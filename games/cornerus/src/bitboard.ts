// Fast legality on 20 rows of 20-bit masks: the one placement check of the moves, the board,
// ai.enumerate and the computer player.
import { SIZE, START_CORNERS } from './geometry';
import { orientationsOf, type Orientation } from './pieces';
import type { Colour } from './types';

/** One 20-bit mask per row (bit x = column x). */
export type Rows = Uint32Array;

const FULL_ROW = (1 << SIZE) - 1;

export const emptyRows = (): Rows => new Uint32Array(SIZE);

/** What limits one colour's next placement. */
export interface ColourMasks {
  /** Cells it may not cover: occupied by anyone, or sharing an edge with its own squares. */
  forbidden: Rows;
  /** Free cells it may build from: diagonal to its own squares, or its start corner before its first piece. */
  anchors: Rows;
  /** No own square yet: the piece must cover the start corner. */
  firstPiece: boolean;
}

export function masksFor(own: Rows, occupied: Rows, colour: Colour): ColourMasks {
  const forbidden = emptyRows();
  const anchors = emptyRows();
  let started = false;
  for (let y = 0; y < SIZE; y += 1) {
    const row = own[y]!;
    if (row !== 0) started = true;
    const above = y > 0 ? own[y - 1]! : 0;
    const below = y < SIZE - 1 ? own[y + 1]! : 0;
    const sides = ((row << 1) | (row >>> 1) | above | below) & FULL_ROW;
    forbidden[y] = occupied[y]! | sides;
    const diagonals = ((above << 1) | (above >>> 1) | (below << 1) | (below >>> 1)) & FULL_ROW;
    anchors[y] = diagonals;
  }
  for (let y = 0; y < SIZE; y += 1) anchors[y] = started ? anchors[y]! & ~forbidden[y]! : 0;
  if (!started) {
    const [x, y] = START_CORNERS[colour];
    if ((occupied[y]! & (1 << x)) === 0) anchors[y] = 1 << x;
  }
  return { forbidden, anchors, firstPiece: !started };
}

/** Why a placement is refused, for the board to say; null when it is legal. */
export type PlacementProblem = 'offBoard' | 'occupied' | 'ownEdge' | 'noCorner' | 'startCorner';

/** The rules' check of one orientation with its bounding box's top-left at (x, y). */
export function placementProblem(
  masks: ColourMasks,
  occupied: Rows,
  orientation: Orientation,
  x: number,
  y: number,
): PlacementProblem | null {
  if (x < 0 || y < 0 || x + orientation.width > SIZE || y + orientation.height > SIZE) return 'offBoard';
  let touchesAnchor = false;
  let touchesOwnEdge = false;
  for (let row = 0; row < orientation.height; row += 1) {
    const shifted = orientation.rowMasks[row]! << x;
    if ((occupied[y + row]! & shifted) !== 0) return 'occupied';
    if ((masks.forbidden[y + row]! & shifted) !== 0) touchesOwnEdge = true;
    if ((masks.anchors[y + row]! & shifted) !== 0) touchesAnchor = true;
  }
  if (touchesOwnEdge) return 'ownEdge';
  if (!touchesAnchor) return masks.firstPiece ? 'startCorner' : 'noCorner';
  return null;
}

/** A placement as the move takes it: piece id, orientation index, top-left of the bounding box. */
export interface PlacementChoice {
  piece: number;
  orientation: number;
  x: number;
  y: number;
}

// Marks the (orientation, top-left) pairs already tried in one enumeration, without clearing.
const tried = new Uint32Array(21 * 8 * SIZE * SIZE);
let generation = 0;

/**
 * Every legal placement of the given pieces: each piece square is tried on each anchor cell, so
 * only placements that can touch an anchor are checked. `limit` stops early (1 answers "any?").
 */
export function legalPlacements(
  masks: ColourMasks,
  occupied: Rows,
  pieces: readonly number[],
  limit = Number.POSITIVE_INFINITY,
): PlacementChoice[] {
  generation += 1;
  const found: PlacementChoice[] = [];
  for (let ay = 0; ay < SIZE; ay += 1) {
    let row = masks.anchors[ay]!;
    while (row !== 0) {
      const ax = 31 - Math.clz32(row & -row);
      row &= row - 1;
      for (const piece of pieces) {
        const orientations = orientationsOf(piece);
        for (let index = 0; index < orientations.length; index += 1) {
          const orientation = orientations[index]!;
          for (const [px, py] of orientation.cells) {
            const x = ax - px;
            const y = ay - py;
            if (x < 0 || y < 0 || x + orientation.width > SIZE || y + orientation.height > SIZE) continue;
            const key = ((piece * 8 + index) * SIZE + y) * SIZE + x;
            if (tried[key] === generation) continue;
            tried[key] = generation;
            if (placementProblem(masks, occupied, orientation, x, y) === null) {
              found.push({ piece, orientation: index, x, y });
              if (found.length >= limit) return found;
            }
          }
        }
      }
    }
  }
  return found;
}

export const countBits = (rows: Rows): number =>
  rows.reduce((sum, row) => {
    let bits = row;
    let count = 0;
    while (bits !== 0) {
      bits &= bits - 1;
      count += 1;
    }
    return sum + count;
  }, 0);
