import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { Placement } from '../fleet';
import { columnOf, GRID_SIZE, rowOf } from '../grid';
import { FOCUS, INVALID, SHIP, SHIP_EDGE } from './colours';

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export interface ShipBarProps {
  index: number;
  placement: Placement;
  label: string;
  invalid: boolean;
  gridRef: RefObject<HTMLDivElement | null>;
  moveTo: (row: number, column: number) => void;
  moveBy: (rows: number, columns: number) => void;
  rotate: () => void;
}

/** The grid row and column under a pointer, clamped to the grid. */
function cellUnder(grid: HTMLDivElement, event: PointerEvent): [number, number] {
  const box = grid.getBoundingClientRect();
  const clamp = (value: number) => Math.max(0, Math.min(GRID_SIZE - 1, Math.floor(value)));
  return [
    clamp(((event.clientY - box.top) / box.height) * GRID_SIZE),
    clamp(((event.clientX - box.left) / box.width) * GRID_SIZE),
  ];
}

/**
 * A ship being placed, drawn as a bar over the grid: drag it (mouse or touch), click or tap it to
 * turn it; on a keyboard, Tab to it, move it with the arrow keys and turn it with R (or Enter).
 */
export function ShipBar({ index, placement, label, invalid, gridRef, moveTo, moveBy, rotate }: ShipBarProps) {
  // Which of the ship's cells the pointer holds, and whether the ship moved since it was taken.
  const grab = useRef<{ segment: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const { start, length, vertical } = placement;
  const row = rowOf(start);
  const column = columnOf(start);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const grid = gridRef.current;
    if (!grid || event.button !== 0) return;
    const [r, c] = cellUnder(grid, event);
    grab.current = { segment: vertical ? r - row : c - column, moved: false };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const grid = gridRef.current;
    if (!grid || !grab.current) return;
    const [r, c] = cellUnder(grid, event);
    const next: [number, number] = vertical ? [r - grab.current.segment, c] : [r, c - grab.current.segment];
    if (next[0] === row && next[1] === column) return;
    grab.current.moved = true;
    dragged.current = true;
    moveTo(next[0], next[1]);
  };
  const onPointerUp = () => {
    grab.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (step) {
      event.preventDefault();
      moveBy(step[0], step[1]);
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      rotate();
    }
  };

  return (
    <ButtonBase
      aria-label={label}
      data-testid={`ship-${index}`}
      data-vertical={vertical || undefined}
      data-invalid={invalid || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={() => {
        // A click that ends a drag does not turn the ship.
        if (!dragged.current) rotate();
        dragged.current = false;
      }}
      sx={{
        position: 'absolute',
        left: `${column * 10}%`,
        top: `${row * 10}%`,
        width: `${(vertical ? 1 : length) * 10}%`,
        height: `${(vertical ? length : 1) * 10}%`,
        p: '3px',
        touchAction: 'none',
        cursor: 'grab',
        '&:active': { cursor: 'grabbing' },
        '&:focus-visible > span': { outline: `3px solid ${FOCUS}`, outlineOffset: '1px' },
      }}
    >
      <span
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          borderRadius: 999,
          background: SHIP,
          opacity: invalid ? 0.75 : 1,
          border: `2px solid ${invalid ? INVALID : SHIP_EDGE}`,
        }}
      />
    </ButtonBase>
  );
}
