import { useState } from 'react';

/** One action on a point board, named as the games' moves are. */
export type PointAction =
  | { move: 'placePiece'; args: [point: number] }
  | { move: 'movePiece'; args: [from: number, to: number] }
  | { move: 'removePiece'; args: [point: number] };

/** The board's moves; a game without removals leaves removePiece out. */
export interface PointMoves {
  placePiece: (point: number) => void;
  movePiece: (from: number, to: number) => void;
  removePiece?: (point: number) => void;
}

export interface PointSelectionOptions {
  /** Every legal action of the viewer (empty when the viewer may not act now). */
  actions: readonly PointAction[];
  /** Any value that changes identity with the position (the game's points): a new position drops the selection. */
  position: unknown;
  moves: PointMoves;
}

export interface PointSelection {
  /** The picked piece, while it may still move. */
  selected: number | null;
  movable: ReadonlySet<number>;
  placeable: ReadonlySet<number>;
  removable: ReadonlySet<number>;
  /** Where the picked piece may go. */
  targets: ReadonlySet<number>;
  /** A click (or Enter/Space) on a point. */
  onPoint: (point: number) => void;
}

function pointsOf(actions: readonly PointAction[], move: 'placePiece' | 'removePiece'): Set<number> {
  return new Set(actions.flatMap((action) => (action.move === move ? [action.args[0]] : [])));
}

/**
 * Click selection on a point board: remove or place with one click; to move, pick a piece, then
 * one of its targets. Picking the picked piece again, or any other point, drops the selection.
 */
export function usePointSelection({ actions, position, moves }: PointSelectionOptions): PointSelection {
  const [picked, setPicked] = useState<{ point: number; position: unknown } | null>(null);
  const placeable = pointsOf(actions, 'placePiece');
  const removable = pointsOf(actions, 'removePiece');
  const steps = actions.flatMap((action) => (action.move === 'movePiece' ? [action.args] : []));
  const movable = new Set(steps.map(([from]) => from));
  const selected = picked !== null && picked.position === position && movable.has(picked.point) ? picked.point : null;
  const targets = new Set(steps.filter(([from]) => from === selected).map(([, to]) => to));

  const onPoint = (point: number) => {
    if (removable.has(point)) moves.removePiece?.(point);
    else if (placeable.has(point)) moves.placePiece(point);
    else if (selected !== null && targets.has(point)) moves.movePiece(selected, point);
    else setPicked(movable.has(point) && point !== selected ? { point, position } : null);
  };

  return { selected, movable, placeable, removable, targets, onPoint };
}
