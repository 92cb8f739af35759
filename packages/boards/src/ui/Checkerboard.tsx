import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { isDark, SIZE, toIndex, xOf, yOf, type Square } from '../coords';

export interface CheckerboardProps {
  /** Accessible name of the whole board. */
  label: string;
  /** Show the board from seat 1's side (its men at the bottom). */
  flipped?: boolean;
  /** What stands on a square (a piece, a column), or nothing. */
  renderSquare: (square: Square) => ReactNode;
  /** Accessible name of one square, e.g. "c3, white king". */
  squareLabel: (square: Square) => string;
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

const COLORS = {
  light: '#ecd9b4',
  dark: '#8b5a34',
  last: 'rgba(255, 214, 64, 0.42)',
  selected: '#ffd640',
  movable: 'rgba(144, 202, 249, 0.9)',
  target: 'rgba(102, 187, 106, 0.85)',
};

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The square shown at a visual row/column; flipping turns the board by 180 degrees. */
function squareAt(column: number, row: number, flipped: boolean): Square {
  return flipped ? toIndex(SIZE - 1 - column, SIZE - 1 - row) : toIndex(column, row);
}

/**
 * An 8x8 draughts board: a grid of buttons with one tab stop (arrow keys move the focus,
 * Enter or Space act like a click), selection, legal targets, movable pieces and the last move.
 */
export function Checkerboard(props: CheckerboardProps) {
  const { label, flipped = false, renderSquare, squareLabel, selected = null, onSquareClick } = props;
  const targets = new Set(props.targets ?? []);
  const movable = new Set(props.movable ?? []);
  const last = new Set(props.lastMove ?? []);
  const dimmed = new Set(props.dimmed ?? []);
  const captured = new Set(props.lastCaptured ?? []);
  const dragFrom = useRef<Square | null>(null);

  const onPointerUp = (event: PointerEvent) => {
    const from = dragFrom.current;
    dragFrom.current = null;
    if (from === null || !props.onDrop) return;
    const over = document.elementFromPoint?.(event.clientX, event.clientY)?.closest('[data-square]');
    const to = over ? Number(over.getAttribute('data-square')) : NaN;
    if (Number.isInteger(to) && to !== from) props.onDrop(from, to);
  };
  const buttons = useRef(new Map<Square, HTMLButtonElement>());
  const [focus, setFocus] = useState<Square>(() => squareAt(0, SIZE - 1, flipped));

  const onKeyDown = (square: Square) => (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const sign = flipped ? -1 : 1;
    const x = xOf(square) + step[0] * sign;
    const y = yOf(square) + step[1] * sign;
    if (x < 0 || x >= SIZE || y < 0 || y >= SIZE) return;
    const next = toIndex(x, y);
    setFocus(next);
    buttons.current.get(next)?.focus();
  };

  const rows = Array.from({ length: SIZE }, (_, row) => row);
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
      {rows.map((row) => (
        <Box role="row" key={row} sx={{ display: 'grid', gridTemplateColumns: `repeat(${SIZE}, 1fr)` }}>
          {rows.map((column) => {
            const square = squareAt(column, row, flipped);
            const dark = isDark(square);
            const isTarget = targets.has(square);
            const isSelected = selected === square;
            const isMovable = movable.has(square) && !isSelected;
            return (
              <ButtonBase
                key={square}
                role="gridcell"
                data-square={square}
                data-testid={`square-${square}`}
                aria-label={squareLabel(square)}
                aria-selected={isSelected}
                data-movable={movable.has(square) || undefined}
                data-target={isTarget || undefined}
                data-last={last.has(square) || undefined}
                tabIndex={focus === square ? 0 : -1}
                ref={(el: HTMLButtonElement | null) => {
                  if (el) buttons.current.set(square, el);
                  else buttons.current.delete(square);
                }}
                onFocus={() => setFocus(square)}
                onKeyDown={onKeyDown(square)}
                onClick={() => onSquareClick?.(square)}
                onPointerDown={(event: PointerEvent) => {
                  if (event.pointerType === 'mouse' && event.button === 0) dragFrom.current = square;
                }}
                disableRipple
                sx={{
                  position: 'relative',
                  bgcolor: dark ? COLORS.dark : COLORS.light,
                  backgroundImage: last.has(square) ? `linear-gradient(${COLORS.last}, ${COLORS.last})` : undefined,
                  boxShadow: isSelected
                    ? `inset 0 0 0 4px ${COLORS.selected}`
                    : isMovable
                      ? `inset 0 0 0 3px ${COLORS.movable}`
                      : undefined,
                  cursor: isTarget || movable.has(square) ? 'pointer' : 'default',
                  minWidth: 0,
                  minHeight: 0,
                  '&:focus-visible': { outline: '3px solid #e3f2fd', outlineOffset: '-3px', zIndex: 1 },
                }}
              >
                <Box
                  sx={{
                    width: '100%',
                    height: '100%',
                    opacity: dimmed.has(square) ? 0.4 : 1,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                  }}
                >
                  {renderSquare(square)}
                </Box>
                {captured.has(square) && (
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
                {isTarget && (
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
          })}
        </Box>
      ))}
    </Box>
  );
}

export default Checkerboard;
