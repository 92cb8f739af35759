import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { PlayerID } from 'boardgame.io';
import { discColour, HOLE_COLOUR, WIN_COLOUR } from './colours';

const fall = keyframes`
  from { transform: translateY(var(--drop-from)); }
  to { transform: translateY(0); }
`;

export interface DiscProps {
  seat: PlayerID | null;
  /** The disc just dropped: marked and animated falling from above the grid. */
  last?: boolean;
  /** Part of the winning line. */
  winning?: boolean;
  /** A translucent preview of where the current player's disc would land. */
  ghost?: PlayerID | null;
  /** Row of the disc, for the length of the fall. */
  row: number;
  testId?: string;
}

/** One hole of the grid, empty or holding a disc. */
export function Disc({ seat, last = false, winning = false, ghost = null, row, testId }: DiscProps) {
  const colour = seat !== null ? discColour(seat) : ghost !== null ? discColour(ghost) : HOLE_COLOUR;
  return (
    <Box
      data-testid={testId}
      data-seat={seat ?? undefined}
      data-last={last || undefined}
      data-winning={winning || undefined}
      data-ghost={(seat === null && ghost !== null) || undefined}
      sx={{
        width: '100%',
        aspectRatio: '1',
        borderRadius: '50%',
        position: 'relative',
        bgcolor: colour,
        opacity: seat === null && ghost !== null ? 0.45 : 1,
        boxShadow: winning
          ? `0 0 0 3px ${WIN_COLOUR}, 0 0 12px 2px ${WIN_COLOUR}`
          : seat !== null
            ? 'inset 0 -4px 0 rgba(0,0,0,0.25)'
            : 'inset 0 3px 4px rgba(0,0,0,0.6)',
        '--drop-from': `calc(${-(row + 1)} * 118%)`,
        animation: last ? `${fall} ${180 + row * 50}ms ease-in` : undefined,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        '&::after': last
          ? {
              content: '""',
              position: 'absolute',
              inset: '34%',
              borderRadius: '50%',
              bgcolor: 'rgba(255,255,255,0.85)',
            }
          : undefined,
      }}
    />
  );
}
