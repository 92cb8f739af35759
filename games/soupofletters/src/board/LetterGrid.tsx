import Box from '@mui/material/Box';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useGridNavigation } from '@tabula/game-kit/ui';
import { GRID_INK, GRID_PAPER, SELECTION } from './colours';
import type { Selection } from './useSelection';
import { WordStrokes, type Stroke } from './WordStrokes';

export interface LetterGridProps {
  size: number;
  letters: string;
  label: string;
  selection: Selection;
  /** Whether the viewer may select letters now. */
  enabled: boolean;
  strokes: Stroke[];
  cellLabel: (cell: number, selected: boolean) => string;
}

/** The square grid of letters: drag across a word, click its ends, or use the arrows and Enter. */
export function LetterGrid({ size, letters, label, selection, enabled, strokes, cellLabel }: LetterGridProps) {
  const layout = Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, column) => row * size + column));
  const navigation = useGridNavigation({ layout, roving: true, initial: 0 });
  const previewed = new Set(selection.preview ?? []);
  const { anchor } = selection;

  const onKeyDown = (cell: number, arrows: (event: KeyboardEvent) => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selection.choose(cell);
    } else if (event.key === 'Escape') selection.cancel();
    else arrows(event);
  };
  // A click with no pointer behind it (a screen reader's activation) chooses the letter too.
  const onClick = (cell: number) => (event: MouseEvent) => {
    if (event.detail === 0) selection.choose(cell);
  };

  return (
    <Box
      role="grid"
      aria-label={label}
      data-testid="soup-grid"
      data-size={size}
      {...selection.pointerHandlers}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))`,
        width: '100%',
        touchAction: enabled ? 'none' : 'manipulation',
        userSelect: 'none',
        bgcolor: GRID_PAPER,
        color: GRID_INK,
        borderRadius: 1,
      }}
    >
      {/* Under the letters: the bands mark the words and leave every letter readable. */}
      <WordStrokes size={size} strokes={strokes} testId="word-strokes" />
      {selection.preview && (
        <WordStrokes size={size} strokes={[{ key: 'selection', cells: selection.preview, colour: '#f57f17' }]} />
      )}
      {layout.map((row, r) => (
        <Box role="row" key={row[0]} sx={{ display: 'contents' }}>
          {row.map((cell, c) => {
            const { onKeyDown: arrows, onFocus, ...cellNavigation } = navigation.cellProps(r, c);
            const selected = previewed.has(cell);
            const hint = enabled && anchor !== null && !selected && selection.reachable(cell);
            return (
              <Box role="gridcell" key={cell} sx={{ display: 'flex' }}>
                <Box
                  component="button"
                  type="button"
                  data-cell={cell}
                  data-testid={`cell-${cell}`}
                  aria-label={cellLabel(cell, selected)}
                  aria-pressed={cell === anchor}
                  {...cellNavigation}
                  onFocus={() => {
                    onFocus?.();
                    selection.point(cell);
                  }}
                  onKeyDown={onKeyDown(cell, arrows)}
                  onClick={onClick(cell)}
                  sx={{
                    position: 'relative',
                    zIndex: 1,
                    width: '100%',
                    aspectRatio: '1',
                    p: 0,
                    border: 0,
                    borderRadius: '4px',
                    font: 'inherit',
                    fontWeight: 700,
                    fontSize: `clamp(0.85rem, ${60 / size}vw, 1.4rem)`,
                    lineHeight: 1,
                    color: 'inherit',
                    cursor: enabled ? 'pointer' : 'default',
                    bgcolor: selected ? SELECTION : hint ? 'rgba(253, 216, 53, 0.22)' : 'transparent',
                    '&:focus-visible': { outline: '3px solid #1e88e5', outlineOffset: '-3px' },
                  }}
                >
                  {letters[cell]}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
