import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Translate } from './draughtsStatus';
import { describePoint, type PointMarks, type PointMove } from './pointDescription';
import type { PointGeometry } from './pointGeometry';
import { PointButton } from './PointButton';
import type { PointTheme } from './pointTheme';
import { usePointNavigation } from './usePointNavigation';
import type { PointSelection } from './usePointSelection';

export interface PointBoardProps<S extends string> {
  /** Accessible name of the whole board. */
  label: string;
  testId: string;
  geometry: PointGeometry;
  theme: PointTheme<S>;
  /** The board drawn under the points (lines, circles, coordinates): decorative. */
  drawing: ReactNode;
  /** What stands on each point: a seat's piece or nothing. */
  points: readonly (S | null)[];
  selection: PointSelection;
  /** Whose piece a legal target would receive: the player to move. */
  hintSeat: S;
  lastMove?: PointMove | null;
  /** The points of the line that won, if any. */
  winning?: readonly number[];
  /** The game's name for a point: "Point a1", "Centre". */
  pointName: (point: number) => string;
  /** The game's own notes on a point, read after its content ("in a mill"). */
  pointNotes?: (point: number) => readonly string[];
  /** The game's texts: see describePoint for the keys read. */
  t: Translate;
}

/**
 * A board of points joined by lines (Rota, the morris games): every point is a button placed over
 * the game's drawing, with one tab stop and the arrow keys following `geometry.rows`. Shows the
 * picked piece, legal targets, removable pieces, the last move and a winning line, and reads each
 * of them out after the point's name and content.
 */
export function PointBoard<S extends string>(props: PointBoardProps<S>) {
  const { geometry, points, selection, lastMove = null, t } = props;
  const navigation = usePointNavigation(geometry.rows, geometry.firstFocus);
  const winning = new Set(props.winning ?? []);

  const marksOf = (point: number): PointMarks => ({
    selected: selection.selected === point,
    movable: selection.movable.has(point),
    placeable: selection.placeable.has(point),
    target: selection.targets.has(point),
    removable: selection.removable.has(point),
    lastMove: lastMove?.to === point,
    movedFrom: lastMove?.from === point && points[point] === null,
    removedHere: lastMove?.removed === point && points[point] === null,
    winning: winning.has(point),
  });

  return (
    <Box
      role="group"
      aria-label={props.label}
      data-testid={props.testId}
      sx={{ position: 'relative', width: geometry.width, aspectRatio: '1', touchAction: 'manipulation', userSelect: 'none' }}
    >
      {props.drawing}
      {geometry.rows.flat().map((point) => {
        if (point === null) return null;
        const content = points[point] ?? null;
        const marks = marksOf(point);
        const notes = props.pointNotes?.(point);
        return (
          <PointButton
            key={point}
            point={point}
            content={content}
            marks={marks}
            hintSeat={props.hintSeat}
            label={describePoint(t, { name: props.pointName(point), content, notes, marks })}
            position={geometry.positionOf(point)}
            size={geometry.pointSize}
            theme={props.theme}
            navigation={navigation(point)}
            onClick={() => selection.onPoint(point)}
          />
        );
      })}
    </Box>
  );
}
