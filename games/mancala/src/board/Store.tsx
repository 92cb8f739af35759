import Box from '@mui/material/Box';
import { HOLLOW, LAST_SEED } from './colours';
import { Seeds } from './Seeds';

export interface StoreProps {
  hole: number;
  count: number;
  label: string;
  lastSeed: boolean;
  /** The board's grid column: 1 on the left, 8 on the right. */
  column: number;
}

/** A store: the seeds a seat has banked. Not a button (nobody sows from it); a screen reader reads its label. */
export function Store({ hole, count, label, lastSeed, column }: StoreProps) {
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid={`hole-${hole}`}
      data-last-seed={lastSeed || undefined}
      sx={{
        position: 'relative',
        gridRow: '2 / span 2',
        gridColumn: column,
        alignSelf: 'stretch',
        borderRadius: '999px',
        bgcolor: HOLLOW,
        boxShadow: lastSeed ? `inset 0 4px 8px rgba(0,0,0,0.7), 0 0 0 3px ${LAST_SEED}` : 'inset 0 4px 8px rgba(0,0,0,0.7)',
        minHeight: 0,
      }}
    >
      <Seeds count={count} tall />
    </Box>
  );
}
