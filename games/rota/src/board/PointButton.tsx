import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import type { GridCellProps } from '@tabula/game-kit/ui';
import type { PointContent, Seat } from '../types';
import { pointPosition } from '../wheel';
import { FOCUS_COLOUR, LAST_MOVE_COLOUR, SEAT_COLOURS, SEAT_EDGE_COLOURS, WHEEL_LINES, WIN_COLOUR } from './colours';

/** What a point shows besides its piece. */
export interface PointMarks {
  /** The player may click it now: an empty point to place on, a piece to pick up, or a target. */
  playable: boolean;
  selected: boolean;
  /** A legal destination (or placement) for `hintSeat`. */
  target: boolean;
  lastMove: boolean;
  movedFrom: boolean;
  winning: boolean;
}

export interface PointButtonProps {
  point: number;
  content: PointContent;
  marks: PointMarks;
  /** Whose piece a target would receive (the player to move). */
  hintSeat: Seat;
  label: string;
  navigation: GridCellProps;
  onClick: () => void;
}

/** Width of a point's button as a share of the wheel. */
const SIZE = 0.16;

function ringFor(marks: PointMarks): string | undefined {
  if (marks.winning) return `0 0 0 3px ${WIN_COLOUR}, 0 0 14px 3px ${WIN_COLOUR}`;
  if (marks.selected) return '0 0 0 3px #ffffff';
  if (marks.lastMove) return `0 0 0 3px ${LAST_MOVE_COLOUR}`;
  return undefined;
}

/** One point of the wheel as a button: empty (a small dot), or holding a piece. */
export function PointButton({ point, content, marks, hintSeat, label, navigation, onClick }: PointButtonProps) {
  const { x, y } = pointPosition(point);
  const { ref, ...keyboard } = navigation;
  return (
    <ButtonBase
      ref={ref}
      {...keyboard}
      aria-label={label}
      aria-disabled={!marks.playable}
      aria-pressed={content !== null && marks.playable ? marks.selected : undefined}
      data-testid={`point-${point}`}
      data-seat={content ?? undefined}
      data-target={marks.target || undefined}
      data-selected={marks.selected || undefined}
      data-last={marks.lastMove || undefined}
      data-winning={marks.winning || undefined}
      onClick={onClick}
      disableRipple
      sx={{
        position: 'absolute',
        left: `${(x - SIZE / 2) * 100}%`,
        top: `${(y - SIZE / 2) * 100}%`,
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
            width: '84%',
            height: '84%',
            borderRadius: '50%',
            bgcolor: SEAT_COLOURS[content],
            border: `2px solid ${SEAT_EDGE_COLOURS[content]}`,
            boxShadow: [ringFor(marks), 'inset 0 -4px 0 rgba(0,0,0,0.25)'].filter(Boolean).join(', '),
            transition: 'box-shadow 120ms',
          }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            width: marks.target ? '46%' : '26%',
            height: marks.target ? '46%' : '26%',
            borderRadius: '50%',
            bgcolor: marks.target ? SEAT_COLOURS[hintSeat] : WHEEL_LINES,
            opacity: marks.target ? 0.55 : 1,
            outline: marks.movedFrom ? `2px dashed ${LAST_MOVE_COLOUR}` : undefined,
            outlineOffset: '4px',
          }}
        />
      )}
    </ButtonBase>
  );
}
