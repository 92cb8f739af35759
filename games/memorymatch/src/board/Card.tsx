import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { GridCellProps } from '@tabula/game-kit/ui';
import type { Face, Seat } from '../types';
import { CardBack, CardFace } from './CardFace';
import { HINT, LAST_TRY, SEAT_COLOURS } from './colours';

const turnOver = keyframes`
  from { transform: rotateY(90deg); }
  to { transform: rotateY(0deg); }
`;

export interface CardProps {
  cell: number;
  /** The face shown, or null while the card shows its back. */
  face: Face | null;
  matchedBy: Seat | null;
  /** Everything a screen reader says about the card. */
  label: string;
  playable: boolean;
  /** One of the two cards of the last try. */
  lastTry: boolean;
  navigation: GridCellProps;
  onFlip: () => void;
}

/** One card of the grid: a button while it may be turned over, showing its back or its picture. */
export function Card({ cell, face, matchedBy, label, playable, lastTry, navigation, onFlip }: CardProps) {
  const { ref, ...keys } = navigation;
  const ring = matchedBy !== null ? SEAT_COLOURS[matchedBy] : playable ? HINT : null;
  return (
    <ButtonBase
      ref={ref}
      {...keys}
      aria-label={label}
      aria-disabled={!playable}
      onClick={() => playable && onFlip()}
      data-testid={`card-${cell}`}
      data-face={face ?? undefined}
      data-playable={playable || undefined}
      data-matched-by={matchedBy ?? undefined}
      data-last-try={lastTry || undefined}
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '1',
        borderRadius: '12%',
        overflow: 'hidden',
        boxShadow: ring ? `0 0 0 3px ${ring}` : '0 3px 0 rgba(0,0,0,0.45)',
        outline: lastTry ? `2px dashed ${LAST_TRY}` : 'none',
        outlineOffset: '4px',
        cursor: playable ? 'pointer' : 'default',
        transition: 'transform 120ms',
        '@media (hover: hover)': playable ? { '&:hover': { transform: 'translateY(-2px)' } } : {},
        '&:focus-visible': { outline: '3px solid #90caf9', outlineOffset: '3px' },
      }}
    >
      <Box
        key={face ?? 'back'}
        sx={{
          width: '100%',
          height: '100%',
          opacity: matchedBy !== null ? 0.8 : 1,
          animation: face ? `${turnOver} 220ms ease-out` : undefined,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {face ? <CardFace face={face} /> : <CardBack />}
      </Box>
    </ButtonBase>
  );
}
