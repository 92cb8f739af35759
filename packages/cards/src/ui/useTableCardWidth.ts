import useMediaQuery from '@mui/material/useMediaQuery';

/** Card width in px on a phone, and on a screen wide enough to draw the table larger. */
export const PHONE_CARD_WIDTH = 56;
export const WIDE_CARD_WIDTH = 76;
const WIDE_SCREEN = '(min-width: 900px)';

/** The width the game asked for, else the phone width, or the larger one on a wide screen. */
export function useTableCardWidth(asked?: number): number {
  const wide = useMediaQuery(WIDE_SCREEN, { noSsr: true });
  return asked ?? (wide ? WIDE_CARD_WIDTH : PHONE_CARD_WIDTH);
}
