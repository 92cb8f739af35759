import { useMemo, useState } from 'react';
import type { PlacementChoice, PlacementProblem } from '../bitboard';
import { SIZE } from '../geometry';
import { flipTransform, orientationOfTransform, orientationsOf, turnTransform, type Cell } from '../pieces';
import { legalPlacements } from '../bitboard';
import { colourView, isPlaying, problemOf } from '../rules';
import type { Colour, CornerusState } from '../types';

/** The square of an orientation that follows the cursor: the one nearest the middle of its box. */
export function pivotOf(piece: number, orientation: number): Cell {
  const { cells, width, height } = orientationsOf(piece)[orientation]!;
  const middleX = (width - 1) / 2;
  const middleY = (height - 1) / 2;
  const distance = ([x, y]: Cell) => Math.abs(x - middleX) + Math.abs(y - middleY);
  return cells.reduce((best, cell) => (distance(cell) < distance(best) ? cell : best));
}

export interface Ghost {
  cells: Array<[x: number, y: number]>;
  problem: PlacementProblem | null;
  choice: PlacementChoice;
}

export interface Placement {
  piece: number | null;
  transform: number;
  cursor: { x: number; y: number };
  ghost: Ghost | null;
  /** Cursor cells where the chosen piece, as turned now, fits ("x,y"). */
  fits: ReadonlySet<string>;
  choosePiece: (piece: number) => void;
  turn: (quarters: 1 | -1) => void;
  flip: () => void;
  moveCursor: (x: number, y: number) => void;
  step: (dx: number, dy: number) => void;
}

/** The cursor cells (pivot squares) where the piece, turned as given, fits. */
function fitCursors(G: CornerusState, colour: Colour, piece: number, orientation: number) {
  const [px, py] = pivotOf(piece, orientation);
  if (!isPlaying(G, colour)) return [];
  const { masks, occupied } = colourView(G.board, colour);
  return legalPlacements(masks, occupied, [piece])
    .filter((choice) => choice.orientation === orientation)
    .map((choice) => ({ x: choice.x + px, y: choice.y + py }));
}

const clamp = (value: number) => Math.max(0, Math.min(SIZE - 1, value));

/**
 * The player's piece in hand: which piece, how it is turned, where the cursor holds it, and
 * whether the rules accept it there (the board shows the rules' own answer, never its own).
 */
export function usePlacement(G: CornerusState, colour: Colour | null, turnKey: string): Placement {
  const [piece, setPiece] = useState<number | null>(null);
  const [transform, setTransform] = useState(0);
  const [cursor, setCursor] = useState({ x: 0, y: 0 });

  // A new colour turn starts with empty hands.
  const [turnSeen, setTurnSeen] = useState(turnKey);
  if (turnSeen !== turnKey) {
    setTurnSeen(turnKey);
    setPiece(null);
    setTransform(0);
  }

  const available = colour !== null && piece !== null && G.colours[colour]!.remaining.includes(piece);
  const orientation = available ? orientationOfTransform(piece, transform) : null;

  const fits = useMemo(
    () =>
      new Set(
        available && orientation !== null && colour !== null
          ? fitCursors(G, colour, piece, orientation).map(({ x, y }) => `${x},${y}`)
          : [],
      ),
    [G, colour, piece, orientation, available],
  );

  const ghost = useMemo((): Ghost | null => {
    if (!available || orientation === null || colour === null) return null;
    const [px, py] = pivotOf(piece, orientation);
    const choice = { piece, orientation, x: cursor.x - px, y: cursor.y - py };
    const cells = orientationsOf(piece)[orientation]!.cells.map(([cx, cy]): [number, number] => [choice.x + cx, choice.y + cy]);
    return { cells, problem: problemOf(G, colour, choice), choice };
  }, [G, colour, piece, orientation, available, cursor]);

  return {
    piece: available ? piece : null,
    transform,
    cursor,
    ghost,
    fits,
    choosePiece: (next) => {
      setPiece(next);
      // A newly chosen piece goes where it fits, unless it already fits under the cursor.
      if (colour === null) return;
      const spots = fitCursors(G, colour, next, orientationOfTransform(next, transform));
      if (spots.length > 0 && !spots.some(({ x, y }) => x === cursor.x && y === cursor.y)) setCursor(spots[0]!);
    },
    turn: (quarters) => setTransform((current) => turnTransform(current, quarters)),
    flip: () => setTransform((current) => flipTransform(current)),
    moveCursor: (x, y) => setCursor({ x: clamp(x), y: clamp(y) }),
    step: (dx, dy) => setCursor((current) => ({ x: clamp(current.x + dx), y: clamp(current.y + dy) })),
  };
}
