import { useState, type PointerEvent } from 'react';
import { lineBetween } from '../grid';

export interface Selection {
  /** The first letter chosen, or null. */
  anchor: number | null;
  /** The cells from the anchor to the cell pointed at or focused, when they make a line. */
  preview: number[] | null;
  /** Cells that can end a selection from the anchor (same row, column or diagonal). */
  reachable: (cell: number) => boolean;
  pointerHandlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerMove: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
  };
  /** Enter or Space on a cell (or a click without a pointer): choose it as first or last letter. */
  choose: (cell: number) => void;
  /** The focus moved to a cell: preview the line to it. */
  point: (cell: number) => void;
  cancel: () => void;
}

/** The cell under the pointer: a drag keeps sending events to the cell it started on, so look it up. */
function cellAt(event: PointerEvent): number | null {
  const under = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(event.clientX, event.clientY) : null;
  const element = (under ?? event.target) as Element | null;
  const cell = element?.closest?.('[data-cell]')?.getAttribute('data-cell');
  return cell === null || cell === undefined ? null : Number(cell);
}

/**
 * Selecting a word: press on its first letter and drag to its last, or click (Enter, Space) the
 * first letter then the last. `onPick` receives the line of cells, or null when the two letters
 * are not on one row, column or diagonal.
 */
export function useSelection(size: number, enabled: boolean, onPick: (cells: number[] | null) => void): Selection {
  const [anchor, setAnchor] = useState<number | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const active = enabled ? anchor : null;

  const cancel = () => {
    setAnchor(null);
    setPointed(null);
    setDragging(false);
  };
  const finish = (first: number, last: number) => {
    cancel();
    onPick(lineBetween(first, last, size));
  };
  const start = (cell: number) => {
    setAnchor(cell);
    setPointed(cell);
  };
  const choose = (cell: number) => {
    if (!enabled) return;
    if (active === null) start(cell);
    else if (cell === active) cancel();
    else finish(active, cell);
  };

  return {
    anchor: active,
    preview: active === null ? null : lineBetween(active, pointed ?? active, size),
    reachable: (cell) => active !== null && lineBetween(active, cell, size) !== null,
    pointerHandlers: {
      onPointerDown: (event) => {
        const cell = cellAt(event);
        if (!enabled || cell === null || event.button > 0) return;
        event.preventDefault();
        if (active !== null && cell !== active) return finish(active, cell);
        start(cell);
        setDragging(true);
      },
      onPointerMove: (event) => {
        const cell = cellAt(event);
        if (active !== null && cell !== null && cell !== pointed) setPointed(cell);
      },
      onPointerUp: (event) => {
        const cell = cellAt(event);
        // Released on the first letter: it stays chosen, and a click on the last letter ends the word.
        if (dragging && active !== null && cell !== null && cell !== active) finish(active, cell);
        else setDragging(false);
      },
      onPointerCancel: cancel,
    },
    choose,
    point: (cell) => {
      if (active !== null) setPointed(cell);
    },
    cancel,
  };
}
