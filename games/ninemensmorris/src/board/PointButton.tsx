import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { PointContent, Seat } from '../types';
import { BOARD_LINES, FOCUS_COLOUR, LAST_MOVE_COLOUR, REMOVE_COLOUR, SEAT_COLOURS, SEAT_EDGE_COLOURS } from './colours';
import { pointPosition } from './layout';
import type { PointNavigationProps } from './usePointNavigation';

/** What a point shows besides its piece. */
export interface PointMarks {
  /** The player may click it now. */
  playable: boolean;
  selected: boolean;
  /** An empty point the player may place or move on. */
  target: boolean;
  /** An opposing piece the player may remove. */
  removable: boolean;
  lastMove: boolean;
  movedFrom: boolean;
  removedHere: boolean;
}

export interface PointButtonProps {
  point: number;
  content: PointContent;
  marks: PointMarks;
  /** Whose piece a target would receive (the player to move). */
  hintSeat: Seat;
  label: string;
  navigation: PointNavigationProps;
  onClick: () => void;
}

/** Width of a point's button as a share of the board. */
const SIZE = 0.105;

function ringFor(marks: PointMarks): string | undefined {
  if (marks.removable) return `0 0 0 2px #ffffff, 0 0 0 5px ${REMOVE_COLOUR}`;
  if (marks.selected) return `0 0 0 3px ${FOCUS_COLOUR}`;
  if (marks.lastMove) return `0 0 0 3px ${LAST_MOVE_COLOUR}`;
  return undefined;
}

/** One point of the board as a button: empty (a small dot), or holding a piece. */
export function PointButton({ point, content, marks, hintSeat, label, navigation, onClick }: PointButtonProps) {
  const { left, top } = pointPosition(point);
  const { ref, ...keyboard } = navigation;
  return (
    <ButtonBase
      ref={ref}
      {...keyboard}
      aria-label={label}
      aria-disabled={!marks.playable}
      aria-pressed={content !== null && marks.playable && !marks.removable ? marks.selected : undefined}
      data-testid={`point-${point}`}
      data-seat={content ?? undefined}
      data-target={marks.target || undefined}
      data-selected={marks.selected || undefined}
      data-removable={marks.removable || undefined}
      data-last={marks.lastMove || undefined}
      onClick={onClick}
      disableRipple
      sx={{
        position: 'absolute',
        left: `${(left - SIZE / 2) * 100}%`,
        top: `${(top - SIZE / 2) * 100}%`,
        width: `${SIZE * 100}%`,
        height: `${SIZE * 100}%`,
        borderRadius: '50%',
        cursor: marks.playable ? 'pointer' : 'default',
        '&:focus-visible': { outline: `3px solid ${FOCUS_COLOUR}`, outlineOffset: '2px' },
      }}
    >
      {content !== null ? (
        <Box
          aria-hidden="true"
          sx={{
            width: '88%',
            height: '88%',
            borderRadius: '50%',
            bgcolor: SEAT_COLOURS[content],
            border: `2px solid ${SEAT_EDGE_COLOURS[content]}`,
            boxShadow: [ringFor(marks), 'inset 0 -3px 0 rgba(0,0,0,0.25)'].filter(Boolean).join(', '),
            transition: 'box-shadow 120ms',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            // A cross on a piece that may be taken.
            '&::after': marks.removable
              ? { content: '"✕"', color: '#212121', fontWeight: 900, fontSize: 'clamp(12px, 4vw, 22px)', lineHeight: 1 }
              : undefined,
          }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            width: marks.target ? '52%' : '30%',
            height: marks.target ? '52%' : '30%',
            borderRadius: '50%',
            bgcolor: marks.target ? SEAT_COLOURS[hintSeat] : BOARD_LINES,
            border: marks.target ? `3px solid ${BOARD_LINES}` : undefined,
            opacity: marks.target ? 0.8 : 1,
            outline:
              marks.movedFrom || marks.removedHere
                ? `2px dashed ${marks.removedHere ? REMOVE_COLOUR : LAST_MOVE_COLOUR}`
                : undefined,
            outlineOffset: '4px',
          }}
        />
      )}
    </ButtonBase>
  );
}
