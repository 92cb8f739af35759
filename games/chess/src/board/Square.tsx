import ButtonBase from '@mui/material/ButtonBase';
import type { KeyboardEvent } from 'react';
import { Piece, type PieceCode } from './Piece';

export interface SquareProps {
  name: string;
  piece: PieceCode | undefined;
  /** The piece is being dragged: show only a faint copy in place. */
  lifted?: boolean;
  light: boolean;
  label: string;
  selected: boolean;
  target: boolean;
  lastMove: boolean;
  check: boolean;
  focusable: boolean;
  /** File letter shown on the bottom row, rank number on the left column. */
  fileLabel?: string;
  rankLabel?: string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

const LIGHT = '#f0d9b5';
const DARK = '#b58863';
const coordinateStyle = {
  position: 'absolute',
  fontSize: 'clamp(8px, 2.2vw, 12px)',
  fontWeight: 700,
  pointerEvents: 'none',
} as const;

export function Square(props: SquareProps) {
  const { name, piece, lifted, light, label, selected, target, lastMove, check, focusable, fileLabel, rankLabel } = props;
  let background = light ? LIGHT : DARK;
  if (lastMove) background = light ? '#cdd26a' : '#aaa23a';
  if (selected) background = light ? '#7fc97f' : '#5aa55a';
  const coordinateColour = light ? DARK : LIGHT;
  return (
    <ButtonBase
      ref={props.buttonRef}
      role="gridcell"
      aria-label={label}
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      data-testid={`square-${name}`}
      data-square={name}
      data-target={target || undefined}
      onClick={props.onClick}
      onKeyDown={props.onKeyDown}
      onFocus={props.onFocus}
      disableRipple
      sx={{
        position: 'relative',
        bgcolor: background,
        backgroundImage: check
          ? 'radial-gradient(circle, rgba(255,0,0,0.9) 0%, rgba(230,0,0,0.55) 45%, rgba(200,0,0,0) 75%)'
          : undefined,
        width: '100%',
        height: '100%',
        '&:focus-visible': { outline: '3px solid #1e88e5', outlineOffset: '-3px', zIndex: 1 },
        // Coordinates are drawn by CSS so that they are not read as the square's text: its label already names it.
        '&::before': rankLabel
          ? { ...coordinateStyle, content: `"${rankLabel}"`, top: 1, left: 3, color: coordinateColour }
          : undefined,
        '&::after': fileLabel
          ? { ...coordinateStyle, content: `"${fileLabel}"`, bottom: 0, right: 3, color: coordinateColour }
          : undefined,
      }}
    >
      {piece && (
        <span style={{ display: 'block', width: '88%', height: '88%', opacity: lifted ? 0.3 : 1 }}>
          <Piece code={piece} />
        </span>
      )}
      {target && (
        <span
          aria-hidden="true"
          style={
            piece
              ? {
                  position: 'absolute',
                  inset: '4%',
                  borderRadius: '50%',
                  border: '0.35em solid rgba(20,85,30,0.5)',
                  pointerEvents: 'none',
                }
              : {
                  position: 'absolute',
                  width: '30%',
                  height: '30%',
                  borderRadius: '50%',
                  background: 'rgba(20,85,30,0.5)',
                  pointerEvents: 'none',
                }
          }
        />
      )}
    </ButtonBase>
  );
}
