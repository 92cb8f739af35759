import { forwardRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Colour, Square as SquareValue } from '../types';
import { DISC_FILL, FELT } from './colours';
import { Disc } from './Disc';

export interface SquareProps {
  index: number;
  value: SquareValue;
  label: string;
  /** The seat to move may play here and this board accepts its input. */
  playable: boolean;
  /** Colour of the legal-move hint (the mover's colour). */
  hintColour: Colour | null;
  neutral: boolean;
  last: boolean;
  flipped: boolean;
  focusable: boolean;
  onPlay: (index: number) => void;
  onKeyDown: (event: KeyboardEvent, index: number) => void;
  onFocus: (index: number) => void;
}

export const Square = forwardRef<HTMLButtonElement, SquareProps>(function Square(
  { index, value, label, playable, hintColour, neutral, last, flipped, focusable, onPlay, onKeyDown, onFocus },
  ref,
) {
  return (
    <ButtonBase
      ref={ref}
      role="gridcell"
      aria-label={label}
      aria-disabled={!playable}
      tabIndex={focusable ? 0 : -1}
      data-testid={`square-${index}`}
      data-legal={playable ? 'true' : undefined}
      focusRipple
      onClick={() => playable && onPlay(index)}
      onKeyDown={(event) => onKeyDown(event, index)}
      onFocus={() => onFocus(index)}
      sx={{
        position: 'relative',
        bgcolor: last ? '#3b9462' : FELT,
        cursor: playable ? 'pointer' : 'default',
        minWidth: 0,
        minHeight: 0,
        '&:hover': playable ? { bgcolor: '#3a9160' } : undefined,
        '&.Mui-focusVisible, &:focus-visible': { outline: '3px solid #ffeb3b', outlineOffset: '-3px', zIndex: 1 },
      }}
    >
      {value !== null && <Disc colour={value} neutral={neutral} last={last} flipped={flipped} />}
      {value === null && playable && hintColour !== null && (
        <Box
          aria-hidden="true"
          sx={{
            width: '32%',
            height: '32%',
            borderRadius: '50%',
            bgcolor: DISC_FILL[hintColour],
            opacity: 0.85,
            boxShadow: '0 0 0 2px rgba(255,255,255,0.85)',
          }}
        />
      )}
    </ButtonBase>
  );
});
