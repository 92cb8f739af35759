import { useRef, useState, type KeyboardEvent } from 'react';
import { type Direction, pointInDirection } from '../geometry';

const DIRECTIONS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export interface PointNavigationProps {
  ref: (element: HTMLElement | null) => void;
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * Keyboard movement over the points, which sit on a 7x7 grid with gaps: an arrow key moves the
 * focus to the nearest point in that direction on the same row or column. One tab stop for the
 * board (roving tabindex), starting on `initial`; Enter and Space stay with the buttons.
 */
export function usePointNavigation(initial: number) {
  const elements = useRef(new Map<number, HTMLElement>());
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused ?? initial;
  return (point: number): PointNavigationProps => ({
    ref: (element) => {
      if (element) elements.current.set(point, element);
      else elements.current.delete(point);
    },
    tabIndex: point === tabStop ? 0 : -1,
    onFocus: () => setFocused(point),
    onKeyDown: (event) => {
      const direction = DIRECTIONS[event.key];
      if (!direction) return;
      event.preventDefault();
      const next = pointInDirection(point, direction);
      if (next !== null) elements.current.get(next)?.focus();
    },
  });
}
