import { useMemo, useRef, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useGridNavigation } from '@tabula/game-kit/ui';
import { isDark, SIZE, toIndex, type Square } from '../coords';
import { CheckerSquare } from './CheckerSquare';
import { describeSquare, type SquareMark, type SquareMarkNames } from './squareDescription';

export interface CheckerboardProps {
  /** Accessible name of the whole board. */
  label: string;
  /** Show the board from seat 1's side (its men at the bottom). */
  flipped?: boolean;
  /** What stands on a square (a piece, a column), or nothing. */
  renderSquare: (square: Square) => ReactNode;
  /** Accessible name of one square and its content, e.g. "c3, white king". */
  squareLabel: (square: Square) => string;
  /** The words read after a square's label for what is marked on it: selected, legal move… */
  markNames: SquareMarkNames;
  selected?: Square | null;
  /** Where the selected piece may go. */
  targets?: readonly Square[];
  /** Pieces that may move now. */
  movable?: readonly Square[];
  /** Squares of the last move (from, path, to). */
  lastMove?: readonly Square[];
  /** Squares where the last move captured something, marked with a red ring. */
  lastCaptured?: readonly Square[];
  /** Squares shown greyed out, e.g. pieces already jumped in a capture sequence. */
  dimmed?: readonly Square[];
  onSquareClick?: (square: Square) => void;
  /** A mouse drag from one square released over another. */
  onDrop?: (from: Square, to: Square) => void;
}

const LINES = Array.from({ length: SIZE }, (_, line) => line);

/** The squares as the player sees them, row by row; flipping turns the board by 180 degrees. */
function squaresInView(flipped: boolean): Square[][] {
  return LINES.map((row) => LINES.map((column) => (flipped ? toIndex(SIZE - 1 - column, SIZE - 1 - row) : toIndex(column, row))));
}

/**
 * An 8x8 draughts board: a grid of buttons with one tab stop (arrow keys move the focus,
 * Enter or Space act like a click), selection, legal targets, movable pieces and the last move,
 * each also read out to screen readers.
 */
export function Checkerboard(props: CheckerboardProps) {
  const { label, flipped = false, renderSquare, squareLabel, markNames, selected = null, onSquareClick } = props;
  const marked: Record<Exclude<SquareMark, 'selected'>, ReadonlySet<Square>> = {
    movable: new Set(props.movable ?? []),
    target: new Set(props.targets ?? []),
    lastMove: new Set(props.lastMove ?? []),
    captured: new Set(props.lastCaptured ?? []),
    dimmed: new Set(props.dimmed ?? []),
  };
  const marksOf = (square: Square): Set<SquareMark> => {
    const marks = new Set<SquareMark>(selected === square ? ['selected'] : []);
    for (const [mark, squares] of Object.entries(marked)) if (squares.has(square)) marks.add(mark as SquareMark);
    return marks;
  };

  const layout = useMemo(() => squaresInView(flipped), [flipped]);
  // The tab stop starts on the bottom-left corner as the player sees the board.
  const navigation = useGridNavigation({ layout, roving: true, initial: layout[SIZE - 1]![0] });

  const dragFrom = useRef<Square | null>(null);
  const onPointerUp = (event: PointerEvent) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null || !props.onDrop) return;
    const over = document.elementFromPoint?.(event.clientX, event.clientY)?.closest('[data-square]');
    const to = over ? Number(over.getAttribute('data-square')) : NaN;
    if (Number.isInteger(to) && to !== from) props.onDrop(from, to);
  };

  return (
    <Box
      role="grid"
      aria-label={label}
      onPointerUp={onPointerUp}
      onPointerLeave={() => {
        dragFrom.current = null;
      }}
      sx={{
        display: 'grid',
        gridTemplateRows: `repeat(${SIZE}, 1fr)`,
        width: 'min(94vw, 520px)',
        aspectRatio: '1',
        border: '4px solid #4e342e',
        borderRadius: 1,
        boxShadow: 3,
        userSelect: 'none',
        touchAction: 'manipulation',
      }}
    >
      {layout.map((squares, row) => (
        <Box role="row" key={squares[0]} sx={{ display: 'grid', gridTemplateColumns: `repeat(${SIZE}, 1fr)` }}>
          {squares.map((square, column) => {
            const marks = marksOf(square);
            const cell = navigation.cellProps(row, column);
            return (
              <CheckerSquare
                key={square}
                square={square}
                dark={isDark(square)}
                label={describeSquare(squareLabel(square), marks, markNames)}
                selected={marks.has('selected')}
                movable={marks.has('movable')}
                target={marks.has('target')}
                last={marks.has('lastMove')}
                captured={marks.has('captured')}
                dimmed={marks.has('dimmed')}
                tabIndex={cell.tabIndex}
                buttonRef={cell.ref}
                onKeyDown={cell.onKeyDown}
                onFocus={cell.onFocus}
                onClick={() => onSquareClick?.(square)}
                onPointerDown={(event) => {
                  if (event.pointerType === 'mouse' && event.button === 0) dragFrom.current = square;
                }}
              >
                {renderSquare(square)}
              </CheckerSquare>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

export default Checkerboard;
