import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the player points with a mouse or a trackpad, where a keyboard is likely too: the board
 * then shows the keyboard help; on a touch screen it leaves it out (the keys still work). Before
 * the first check (and where media queries are missing) it assumes touch.
 */
export function useFinePointer(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', { noSsr: true });
}
