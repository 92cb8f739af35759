import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HINT } from './colours';

/** A seat's name by its side of the board, with its store count; the seat to move is outlined. */
export function PlayerTag({ name, stored, toMove, testId }: { name: string; stored: string; toMove: boolean; testId: string }) {
  return (
    <Box
      data-testid={testId}
      aria-current={toMove || undefined}
      sx={{
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        px: 1.5,
        py: 0.25,
        borderRadius: 4,
        border: '2px solid',
        borderColor: toMove ? HINT : 'transparent',
        maxWidth: '100%',
      }}
    >
      <Typography variant="body1" sx={{ fontWeight: toMove ? 700 : 400, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {stored}
      </Typography>
    </Box>
  );
}
