import { useState } from 'react';
import type { Square } from '../coords';

export interface Step {
  from: Square;
  to: Square;
}

export interface MoveSelectionOptions {
  /** Every legal single step for the side to move (empty when the viewer may not act). */
  steps: readonly Step[];
  /** A piece that must move (mid capture sequence); it is preselected and cannot be changed. */
  lockedFrom?: Square | null;
  onMove: (from: Square, to: Square) => void;
}

export interface MoveSelection {
  selected: Square | null;
  movable: Square[];
  targets: Square[];
  onSquareClick: (square: Square) => void;
  /** Drag and drop: plays the step if it is legal. */
  onDrop: (from: Square, to: Square) => void;
}

/** Click-click selection (pick a movable piece, then one of its targets), or drag and drop. */
export function useMoveSelection({ steps, lockedFrom = null, onMove }: MoveSelectionOptions): MoveSelection {
  const [picked, setPicked] = useState<Square | null>(null);
  const movable = [...new Set(steps.map((s) => s.from))];
  const selected = lockedFrom ?? (picked !== null && movable.includes(picked) ? picked : null);
  const targets = selected === null ? [] : steps.filter((s) => s.from === selected).map((s) => s.to);

  const onSquareClick = (square: Square) => {
    if (selected !== null && targets.includes(square)) {
      setPicked(null);
      onMove(selected, square);
    } else if (lockedFrom === null && movable.includes(square)) {
      setPicked(square === selected ? null : square);
    } else if (lockedFrom === null) {
      setPicked(null);
    }
  };

  const onDrop = (from: Square, to: Square) => {
    if (lockedFrom !== null && from !== lockedFrom) return;
    if (!steps.some((s) => s.from === from && s.to === to)) return;
    setPicked(null);
    onMove(from, to);
  };

  return { selected, movable, targets, onSquareClick, onDrop };
}
