import { useRef, useState, type KeyboardEvent } from 'react';

const STEPS: Record<string, [row: number, column: number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export interface GridNavigationOptions<K> {
  /** The cells' keys as the player sees them, row by row (a flipped board passes its flipped layout). */
  layout: ReadonlyArray<ReadonlyArray<K>>;
  /** One tab stop for the whole grid (roving tabindex); otherwise every cell keeps its own tab stop. */
  roving?: boolean;
  /** With `roving`: the cell that holds the tab stop until a cell has had the focus. */
  initial?: K;
  /** Home and End move to the first and last cell of the row. */
  homeEnd?: boolean;
  /** An arrow pointing off the grid keeps the focus where it is and still consumes the key; otherwise it is ignored. */
  clamp?: boolean;
}

/** What a cell spreads onto its focusable element. */
export interface GridCellProps {
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Only with `roving`. */
  onFocus?: () => void;
  /** Only with `roving`: 0 on the tab stop, -1 elsewhere. */
  tabIndex?: number;
}

export interface GridNavigation<K> {
  /** The cell holding the tab stop (with `roving`): the last focused one, else `initial`. */
  tabStop: K | undefined;
  /** Props for the cell at a visual row and column of `layout`. */
  cellProps: (row: number, column: number) => GridCellProps;
}

/**
 * Keyboard movement over a board drawn as a grid of buttons: arrow keys move the focus
 * (optionally Home/End within the row), Enter and Space stay with the buttons themselves.
 */
export function useGridNavigation<K>({
  layout,
  roving = false,
  initial,
  homeEnd = false,
  clamp = false,
}: GridNavigationOptions<K>): GridNavigation<K> {
  const elements = useRef(new Map<K, HTMLElement>());
  const [focused, setFocused] = useState<K | null>(null);
  const tabStop = focused ?? initial;

  const targetOf = (key: string, row: number, column: number): [number, number] | null => {
    const width = layout[row]?.length ?? 0;
    if (homeEnd && key === 'Home') return [row, 0];
    if (homeEnd && key === 'End') return [row, width - 1];
    const step = STEPS[key];
    if (!step) return null;
    const height = layout.length;
    const nextRow = row + step[0];
    const nextColumn = column + step[1];
    if (clamp) {
      return [Math.min(height - 1, Math.max(0, nextRow)), Math.min(width - 1, Math.max(0, nextColumn))];
    }
    return nextRow >= 0 && nextRow < height && nextColumn >= 0 && nextColumn < width ? [nextRow, nextColumn] : null;
  };

  const cellProps = (row: number, column: number): GridCellProps => {
    const key = layout[row]?.[column] as K;
    const props: GridCellProps = {
      ref: (element) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      },
      onKeyDown: (event) => {
        const target = targetOf(event.key, row, column);
        if (!target) return;
        const next = layout[target[0]]?.[target[1]];
        if (next === undefined) return;
        event.preventDefault();
        if (roving) setFocused(next);
        elements.current.get(next)?.focus();
      },
    };
    if (roving) {
      props.onFocus = () => setFocused(key);
      props.tabIndex = key === tabStop ? 0 : -1;
    }
    return props;
  };

  return { tabStop, cellProps };
}
