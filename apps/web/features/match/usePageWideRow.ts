import { type RefObject, useLayoutEffect, useState } from 'react';

/** Left free on each side of the page by a row wider than the page column. */
const PAGE_MARGIN = 24;

export interface PageWideRow {
  width: number;
  /** Negative where the row reaches out of the page column to the left. */
  marginLeft: number;
}

/**
 * A row that reaches out of the site's page column (1152 px at most) to use the page's width, up to
 * `widest` px, centred on the page. The page is the body, so that a panel docked beside it (the
 * desktop chat, which gives the body a right margin) is never covered. Undefined until measured
 * (and where nothing is laid out): the row then keeps the column's width. `shown`: whether the row
 * is rendered now (it is measured again when it appears).
 */
export function usePageWideRow(row: RefObject<HTMLElement | null>, widest: number, shown: boolean): PageWideRow | undefined {
  const [measured, setMeasured] = useState<PageWideRow | undefined>(undefined);
  useLayoutEffect(() => {
    const column = row.current?.parentElement;
    if (!shown || !column) return setMeasured(undefined);
    const measure = () => {
      const page = document.body.getBoundingClientRect();
      const box = column.getBoundingClientRect();
      if (page.width <= 0 || box.width <= 0) return setMeasured(undefined);
      const width = Math.round(Math.max(box.width, Math.min(widest, page.width - 2 * PAGE_MARGIN)));
      const marginLeft = Math.round(page.left + (page.width - width) / 2 - box.left);
      setMeasured((now) => (now?.width === width && now.marginLeft === marginLeft ? now : { width, marginLeft }));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    observer?.observe(column);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [row, widest, shown]);
  return measured;
}
