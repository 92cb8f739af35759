import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the player points with a mouse or a trackpad, where a keyboard is likely too: a board
 * then says "click" and shows its keyboard help; on a touch screen it says "tap" and leaves the
 * keys out (they still work). Before the first check (and where media queries are missing) it
 * assumes touch.
 */
export function useFinePointer(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', { noSsr: true });
}
