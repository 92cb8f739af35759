import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, type RefObject, useContext, useEffect, useLayoutEffect, useState } from 'react';

/** Card width in px on a phone: its layout was tuned so that the status, the table and the hand fit 390 x 844. */
export const PHONE_CARD_WIDTH = 56;
/** The width on a screen at least 900 px wide, before the table is measured (or outside a table). */
export const WIDE_CARD_WIDTH = 76;
/** The largest card a wide table draws. */
export const LARGEST_CARD_WIDTH = 100;
const WIDE_SCREEN = '(min-width: 900px)';
// A card is about a tenth of the table's width, and of the window's height, so that the seats, the
// trick and the hand of a wide but low window (a 1366 x 768 laptop, a phone on its side) still fit it.
const TABLE_WIDTHS_PER_CARD = 10.5;
const WINDOW_HEIGHTS_PER_CARD = 10;

/**
 * The card width for a table `tableWidth` px wide in a window `windowHeight` px high: a tenth of
 * either, never below the phone's width (a table up to 588 px wide, every phone held upright,
 * keeps its 56 px cards) nor above the largest.
 */
export function cardWidthForTable(tableWidth: number, windowHeight: number): number {
  const fitting = Math.min(tableWidth / TABLE_WIDTHS_PER_CARD, windowHeight / WINDOW_HEIGHTS_PER_CARD, LARGEST_CARD_WIDTH);
  return Math.round(Math.max(PHONE_CARD_WIDTH, fitting));
}

/** The card width a CardTable chose for its trick and hand; undefined outside a measured table. */
export const TableCardWidthContext = createContext<number | undefined>(undefined);

// Measured before the first paint, so that the cards do not jump; useEffect where there is no window.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The card width for the table drawn in `table`: measured with its width and the window's height,
 * and again whenever either changes. Undefined until measured (or where nothing is laid out).
 */
export function useMeasuredCardWidth(table: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const measure = () => {
      const tableWidth = element.getBoundingClientRect().width;
      setWidth(tableWidth > 0 ? cardWidthForTable(tableWidth, window.innerHeight) : undefined);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [table]);
  return width;
}

/**
 * The width the game asked for; else the one the surrounding CardTable measured; else the phone
 * width, or the larger one on a wide screen.
 */
export function useTableCardWidth(asked?: number): number {
  const measured = useContext(TableCardWidthContext);
  const wide = useMediaQuery(WIDE_SCREEN, { noSsr: true });
  return asked ?? measured ?? (wide ? WIDE_CARD_WIDTH : PHONE_CARD_WIDTH);
}
