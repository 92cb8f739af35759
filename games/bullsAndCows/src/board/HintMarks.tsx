import Box from '@mui/material/Box';
import type { Hints } from '../types';

export type HintKind = keyof Hints;

/**
 * Hint pegs told apart by shape as well as colour (so neither colour vision nor the colour scheme
 * matters): a bull is a filled peg, a cow a ring, a miss a small dot. Each keeps a contrast of at
 * least 4.5:1 against the site's dark background.
 */
const LOOKS: Record<HintKind, { size: number; fill: string; ring: string }> = {
  bulls: { size: 14, fill: '#66bb6a', ring: '#66bb6a' },
  cows: { size: 14, fill: 'transparent', ring: '#ffca28' },
  misses: { size: 6, fill: '#90a4ae', ring: '#90a4ae' },
};

/** One hint peg, drawn in a 16 px box so that every kind lines up. */
export function HintPeg({ kind }: { kind: HintKind }) {
  const look = LOOKS[kind];
  return (
    <Box
      data-hint={kind}
      sx={{ width: 16, height: 16, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
    >
      <Box
        sx={{
          width: look.size,
          height: look.size,
          borderRadius: '50%',
          bgcolor: look.fill,
          border: kind === 'cows' ? `3px solid ${look.ring}` : 'none',
          boxSizing: 'border-box',
        }}
      />
    </Box>
  );
}

/** The hints of one guess, sorted (bulls, then cows, then misses): they say nothing about positions. */
export function HintMarks({ hints, label }: { hints: Hints; label: string }) {
  const marks = (['bulls', 'cows', 'misses'] as const).flatMap((kind) =>
    Array.from({ length: hints[kind] }, (_, n) => ({ kind, key: `${kind}${n}` })),
  );
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', maxWidth: 4 * 18 }}>
      {marks.map(({ kind, key }) => (
        <HintPeg key={key} kind={kind} />
      ))}
    </Box>
  );
}
