import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Seat } from '../types';
import { SEAT_COLOURS } from './colours';

export interface PairCount {
  seat: Seat;
  name: string;
  /** "3 pairs", already translated. */
  pairs: string;
}

/** Each player's badge with the pairs found so far; the player to move is outlined. */
export function PairCounts({ counts, toMove, label }: { counts: PairCount[]; toMove: Seat | null; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {counts.map(({ seat, name, pairs }) => (
        <Box
          component="li"
          key={seat}
          data-testid={`pairs-${seat}`}
          aria-current={toMove === seat || undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.25,
            py: 0.25,
            borderRadius: 4,
            border: '2px solid',
            borderColor: toMove === seat ? SEAT_COLOURS[seat] : 'transparent',
            maxWidth: '100%',
          }}
        >
          <Box
            aria-hidden="true"
            sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: SEAT_COLOURS[seat], flex: 'none' }}
          />
          <Typography variant="body1" sx={{ fontWeight: toMove === seat ? 700 : 400, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {pairs}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
