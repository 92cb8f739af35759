import { useRef, useState, type PointerEvent } from 'react';

export interface DragState {
  from: string;
  /** Pointer position relative to the board, in pixels. */
  x: number;
  y: number;
}

const THRESHOLD_PX = 6;

const squareAt = (x: number, y: number) =>
  (document.elementFromPoint?.(x, y)?.closest('[data-square]') as HTMLElement | null)?.dataset.square ?? null;

/**
 * Drag and drop on top of click-click: pressing on a piece and moving a few pixels starts a drag;
 * releasing over a square calls `onDrop`. A press without movement stays a plain click.
 */
export function useDragMove(options: {
  canDrag: (square: string) => boolean;
  onStart: (square: string) => void;
  onDrop: (from: string, to: string) => void;
}) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const press = useRef<{ from: string; startX: number; startY: number; active: boolean } | null>(null);
  const swallowClick = useRef(false);

  const position = (event: PointerEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-square]')?.dataset.square;
    if (!from || !options.canDrag(from)) return;
    press.current = { from, startX: event.clientX, startY: event.clientY, active: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current) return;
    if (!current.active) {
      if (Math.hypot(event.clientX - current.startX, event.clientY - current.startY) < THRESHOLD_PX) return;
      current.active = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      options.onStart(current.from);
    }
    setDrag({ from: current.from, ...position(event) });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    if (!current?.active) return;
    setDrag(null);
    // The release may also fire a click (on the square, or on the board when the pointer moved off
    // it); ignore it, but only within this event task.
    swallowClick.current = true;
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    const to = squareAt(event.clientX, event.clientY);
    if (to && to !== current.from) options.onDrop(current.from, to);
  };

  const onPointerCancel = () => {
    press.current = null;
    setDrag(null);
  };

  /** True once for the click that ends a drag (browsers may fire it on release). */
  const consumeClick = () => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  };

  return { drag, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel }, consumeClick };
}
