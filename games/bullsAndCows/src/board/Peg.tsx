import Box from '@mui/material/Box';
import { PALETTE, PEG_RIM } from '../symbols';
import type { SymbolIndex } from '../types';

/**
 * One code peg: its colour and its letter, with a light rim so that a dark peg stands out on the
 * site's near-black background; an empty slot is a dashed ring.
 */
export function Peg({ symbol, size = 36 }: { symbol: SymbolIndex | null; size?: number }) {
  const look = symbol === null ? undefined : PALETTE[symbol];
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: size * 0.45,
        bgcolor: look?.fill ?? 'transparent',
        color: look?.ink,
        border: look ? `2px solid ${PEG_RIM}` : '2px dashed #9e9e9e',
        flexShrink: 0,
      }}
    >
      {look?.letter}
    </Box>
  );
}
