import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import type { Colour } from '../types';
import { DISC_EDGE, DISC_FILL } from './colours';

const flip = keyframes`
  from { transform: scaleX(0.1); }
  to { transform: scaleX(1); }
`;

export interface DiscProps {
  colour: Colour;
  /** Drawn smaller and paler: a neutral colour, owned by nobody. */
  neutral?: boolean;
  /** Just turned by the last placement: animates and carries a small mark. */
  flipped?: boolean;
  /** The disc placed by the last move: ringed. */
  last?: boolean;
}

export function Disc({ colour, neutral = false, flipped = false, last = false }: DiscProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      aria-hidden="true"
      data-colour={colour}
      sx={{
        width: '86%',
        height: '86%',
        animation: flipped ? `${flip} 320ms ease-out` : undefined,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {last && <circle cx="50" cy="50" r="48" fill="none" stroke="#fff" strokeWidth="5" />}
      <circle cx="50" cy="53" r="40" fill="rgba(0,0,0,0.35)" />
      <circle
        cx="50"
        cy="50"
        r="40"
        fill={DISC_FILL[colour]}
        stroke={DISC_EDGE[colour]}
        strokeWidth="3"
        opacity={neutral ? 0.8 : 1}
      />
      <ellipse cx="38" cy="36" rx="16" ry="10" fill="rgba(255,255,255,0.35)" />
      {neutral && <circle cx="50" cy="50" r="24" fill="none" stroke="rgba(0,0,0,0.35)" strokeWidth="4" strokeDasharray="6 6" />}
      {flipped && <circle cx="50" cy="50" r="9" fill="#fff" stroke="rgba(0,0,0,0.4)" strokeWidth="2" />}
    </Box>
  );
}
