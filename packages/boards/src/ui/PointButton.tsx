import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { GridCellProps } from '@tabula/game-kit/ui';
import type { PointPosition } from './pointGeometry';
import type { PointMarks } from './pointDescription';
import { DEFAULT_POINT_COLOURS, type PointTheme } from './pointTheme';

export interface PointButtonProps<S extends string> {
  point: number;
  /** The seat whose piece stands here, or null. */
  content: S | null;
  marks: PointMarks;
  /** Whose piece a legal target would receive: the player to move. */
  hintSeat: S;
  label: string;
  position: PointPosition;
  /** Width as a share of the board's. */
  size: number;
  theme: PointTheme<S>;
  navigation: GridCellProps;
  onClick: () => void;
}

function ringFor(marks: PointMarks, colours: Required<PointTheme<string>>): string | undefined {
  if (marks.removable) return `0 0 0 2px #ffffff, 0 0 0 5px ${colours.remove}`;
  if (marks.winning) return `0 0 0 3px ${colours.winning}, 0 0 14px 3px ${colours.winning}`;
  if (marks.selected) return `0 0 0 3px ${colours.selected}`;
  if (marks.lastMove) return `0 0 0 3px ${colours.lastMove}`;
  return undefined;
}

/** A piece that may be taken carries a cross. */
const REMOVE_CROSS = { content: '"✕"', color: '#212121', fontWeight: 900, fontSize: 'clamp(12px, 4vw, 22px)', lineHeight: 1 };

/** One point of a point board as a button: empty (a small dot, larger in the mover's colour on a legal target), or holding a piece. */
export function PointButton<S extends string>(props: PointButtonProps<S>) {
  const { point, content, marks, hintSeat, label, position, size, theme, navigation, onClick } = props;
  const colours = { ...DEFAULT_POINT_COLOURS, ...theme };
  const target = marks.placeable || marks.target;
  const playable = target || marks.movable || marks.removable;
  const emptied = marks.movedFrom || marks.removedHere;
  const { ref, ...keyboard } = navigation;
  return (
    <ButtonBase
      ref={ref}
      {...keyboard}
      aria-label={label}
      aria-disabled={!playable}
      aria-pressed={content !== null && playable && !marks.removable ? marks.selected : undefined}
      data-testid={`point-${point}`}
      data-seat={content ?? undefined}
      data-target={target || undefined}
      data-selected={marks.selected || undefined}
      data-removable={marks.removable || undefined}
      data-last={marks.lastMove || undefined}
      data-winning={marks.winning || undefined}
      onClick={onClick}
      disableRipple
      sx={{
        position: 'absolute',
        left: `${(position.left - size / 2) * 100}%`,
        top: `${(position.top - size / 2) * 100}%`,
        width: `${size * 100}%`,
        height: `${size * 100}%`,
        borderRadius: '50%',
        cursor: playable ? 'pointer' : 'default',
        '&:focus-visible': { outline: `3px solid ${colours.focus}`, outlineOffset: '2px' },
      }}
    >
      {content !== null ? (
        <Box
          aria-hidden="true"
          sx={{
            width: '86%',
            height: '86%',
            borderRadius: '50%',
            bgcolor: theme.seats[content].fill,
            border: `2px solid ${theme.seats[content].edge}`,
            boxShadow: [ringFor(marks, colours), 'inset 0 -3px 0 rgba(0,0,0,0.25)'].filter(Boolean).join(', '),
            transition: 'box-shadow 120ms',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            '&::after': marks.removable ? REMOVE_CROSS : undefined,
          }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            width: target ? '50%' : '28%',
            height: target ? '50%' : '28%',
            borderRadius: '50%',
            bgcolor: target ? theme.seats[hintSeat].fill : colours.lines,
            border: target ? `3px solid ${colours.lines}` : undefined,
            opacity: target ? 0.7 : 1,
            outline: emptied ? `2px dashed ${marks.removedHere ? colours.remove : colours.lastMove}` : undefined,
            outlineOffset: '4px',
          }}
        />
      )}
    </ButtonBase>
  );
}
