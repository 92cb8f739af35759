import Box from '@mui/material/Box';
import type { Hints } from '../types';

const MARKS = { bulls: '✓', cows: '✗', misses: '∅' } as const;

/** The hints of one guess, sorted (bulls, then cows, then misses): they say nothing about positions. */
export function HintMarks({ hints, label }: { hints: Hints; label: string }) {
  const marks = (['bulls', 'cows', 'misses'] as const).flatMap((kind) =>
    Array.from({ length: hints[kind] }, (_, n) => ({ kind, key: `${kind}${n}` })),
  );
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px', maxWidth: 96 }}>
      {marks.map(({ kind, key }) => (
        <Box
          key={key}
          data-hint={kind}
          sx={{
            width: 18,
            textAlign: 'center',
            fontWeight: 700,
            color: kind === 'bulls' ? 'success.main' : kind === 'cows' ? 'warning.dark' : 'text.disabled',
          }}
        >
          {MARKS[kind]}
        </Box>
      ))}
    </Box>
  );
}
