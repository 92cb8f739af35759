import Box from '@mui/material/Box';
import { seatColour } from './colours';

export interface SeatScore {
  seat: string;
  text: string;
  toMove: boolean;
}

/** Words found per player, each in their colour; the player on turn is underlined. */
export function Scores({ label, scores }: { label: string; scores: SeatScore[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="scores"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px', m: 0, p: 0, listStyle: 'none' }}
    >
      {scores.map(({ seat, text, toMove }) => (
        <Box
          component="li"
          key={seat}
          data-testid={`score-${seat}`}
          sx={{
            color: seatColour(seat),
            fontWeight: toMove ? 700 : 400,
            borderBottom: toMove ? `2px solid ${seatColour(seat)}` : '2px solid transparent',
          }}
        >
          {text}
        </Box>
      ))}
    </Box>
  );
}
