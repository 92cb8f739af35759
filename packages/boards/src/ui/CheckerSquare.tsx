import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Square } from '../coords';

const COLORS = {
  light: '#ecd9b4',
  dark: '#8b5a34',
  last: 'rgba(255, 214, 64, 0.42)',
  selected: '#ffd640',
  movable: 'rgba(144, 202, 249, 0.9)',
  target: 'rgba(102, 187, 106, 0.85)',
};

export interface CheckerSquareProps {
  square: Square;
  dark: boolean;
  /** The square's accessible name, marks included. */
  label: string;
  selected: boolean;
  movable: boolean;
  target: boolean;
  last: boolean;
  captured: boolean;
  dimmed: boolean;
  /** Keyboard navigation: the roving tab stop and the arrow keys. */
  tabIndex: number | undefined;
  buttonRef: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onFocus: (() => void) | undefined;
  onClick: () => void;
  onPointerDown: (event: PointerEvent) => void;
  children: ReactNode;
}

/** One square of the draughts board: a button with its piece and the marks the player sees. */
export function CheckerSquare(props: CheckerSquareProps) {
  const { square, dark, selected, movable, target, last, captured, dimmed } = props;
  return (
    <ButtonBase
      ref={props.buttonRef}
      role="gridcell"
      data-square={square}
      data-testid={`square-${square}`}
      aria-label={props.label}
      aria-selected={selected}
      data-movable={movable || undefined}
      data-target={target || undefined}
      data-last={last || undefined}
      tabIndex={props.tabIndex}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
      onClick={props.onClick}
      onPointerDown={props.onPointerDown}
      disableRipple
      sx={{
        position: 'relative',
        bgcolor: dark ? COLORS.dark : COLORS.light,
        backgroundImage: last ? `linear-gradient(${COLORS.last}, ${COLORS.last})` : undefined,
        boxShadow: selected ? `inset 0 0 0 4px ${COLORS.selected}` : movable ? `inset 0 0 0 3px ${COLORS.movable}` : undefined,
        cursor: target || movable ? 'pointer' : 'default',
        minWidth: 0,
        minHeight: 0,
        '&:focus-visible': { outline: '3px solid #e3f2fd', outlineOffset: '-3px', zIndex: 1 },
      }}
    >
      <Box
        sx={{
          width: '100%',
          height: '100%',
          opacity: dimmed ? 0.4 : 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {props.children}
      </Box>
      {captured && (
        <Box
          aria-hidden="true"
          data-testid={`captured-${square}`}
          sx={{
            position: 'absolute',
            inset: '12%',
            borderRadius: '50%',
            border: '3px dashed rgba(229, 57, 53, 0.85)',
            pointerEvents: 'none',
          }}
        />
      )}
      {target && (
        <Box
          aria-hidden="true"
          data-testid={`target-${square}`}
          sx={{
            position: 'absolute',
            width: '34%',
            height: '34%',
            borderRadius: '50%',
            bgcolor: COLORS.target,
            pointerEvents: 'none',
          }}
        />
      )}
    </ButtonBase>
  );
}
