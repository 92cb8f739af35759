import { useRef, useState } from 'react';
import type { GridCellProps } from '@tabula/game-kit/ui';

const STEPS: Record<string, readonly [row: number, column: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

type Rows = ReadonlyArray<ReadonlyArray<number | null>>;

/** The next point from `point` in a direction along its row or column, passing over gaps; null at the edge. */
function nextPoint(rows: Rows, point: number, key: string): number | null {
  const step = STEPS[key];
  const row = rows.findIndex((cells) => cells.includes(point));
  if (!step || row < 0) return null;
  let [r, c] = [row, rows[row]!.indexOf(point)];
  for (;;) {
    r += step[0];
    c += step[1];
    if (r < 0 || r >= rows.length || c < 0 || c >= (rows[r]?.length ?? 0)) return null;
    const next = rows[r]![c];
    if (next !== null && next !== undefined) return next;
  }
}

/**
 * Keyboard movement over the points of a board laid out in rows with gaps: an arrow key moves the
 * focus to the nearest point that way along the same row or column. One tab stop for the board
 * (roving tabindex), starting on `firstFocus`; Enter and Space stay with the buttons.
 */
export function usePointNavigation(rows: Rows, firstFocus: number): (point: number) => GridCellProps {
  const elements = useRef(new Map<number, HTMLElement>());
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? firstFocus;
  return (point: number): GridCellProps => ({
    ref: (element) => {
      if (element) elements.current.set(point, element);
      else elements.current.delete(point);
    },
    tabIndex: point === tabStop ? 0 : -1,
    onFocus: () => setFocused(point),
    onKeyDown: (event) => {
      const next = nextPoint(rows, point, event.key);
      if (next === null) return;
      event.preventDefault();
      elements.current.get(next)?.focus();
    },
  });
}
