import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { useGridNavigation } from '@tabula/game-kit/ui';
import { SIZE } from '../geometry';
import { ownerOf } from '../rules';
import type { Colour, ReversiState } from '../types';
import { FELT_LINE } from './colours';
import { squareName, type Translate } from './seatNames';
import { Square } from './Square';

/** Square indices as drawn, row by row. */
const LAYOUT = Array.from({ length: SIZE }, (_, y) => Array.from({ length: SIZE }, (_, x) => y * SIZE + x));

export interface BoardGridProps {
  G: ReversiState;
  /** Squares the current seat may play, when this board accepts its input; empty otherwise. */
  playable: ReadonlySet<number>;
  moverColour: Colour | null;
  onPlay: (index: number) => void;
  t: Translate;
}

/** The 8x8 board: one button per square, arrow keys move between squares, Enter or Space plays. */
export function BoardGrid({ G, playable, moverColour, onPlay, t }: BoardGridProps) {
  const flipped = new Set(G.lastMove?.flipped ?? []);
  // The square that takes Tab focus: the one last focused, else the first legal one, else d4.
  const navigation = useGridNavigation({
    layout: LAYOUT,
    roving: true,
    clamp: true,
    initial: [...playable].sort((a, b) => a - b)[0] ?? 27,
  });

  const onKeyDown = (event: KeyboardEvent, index: number, navigate: (event: KeyboardEvent) => void) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (playable.has(index)) onPlay(index);
      return;
    }
    navigate(event);
  };

  const labelOf = (index: number): string => {
    const value = G.cells[index] ?? null;
    let state: string;
    if (value === null) state = playable.has(index) ? t('board.legal') : t('board.empty');
    else if (ownerOf(value, G.players) === null) state = t('board.neutral', { colour: t(`seats.${value}`) });
    else state = t(`seats.${value}`);
    if (G.lastMove?.cell === index) state = t('board.lastMove', { state });
    else if (flipped.has(index)) state = t('board.flipped', { state });
    return t('board.square', { square: squareName(index), state });
  };

  const rows = Array.from({ length: SIZE }, (_, y) => y);
  return (
    <Box
      role="grid"
      aria-label={t('board.label')}
      sx={{
        width: 'min(100%, 480px)',
        aspectRatio: '1',
        display: 'grid',
        gridTemplateRows: `repeat(${SIZE}, 1fr)`,
        gap: '2px',
        p: '2px',
        bgcolor: FELT_LINE,
        border: '6px solid #5d4037',
        borderRadius: 2,
        boxSizing: 'border-box',
        touchAction: 'manipulation',
      }}
    >
      {rows.map((y) => (
        <Box key={y} role="row" sx={{ display: 'grid', gridTemplateColumns: `repeat(${SIZE}, 1fr)`, gap: '2px', minHeight: 0 }}>
          {rows.map((x) => {
            const index = y * SIZE + x;
            const value = G.cells[index] ?? null;
            const cell = navigation.cellProps(y, x);
            return (
              <Square
                key={index}
                ref={cell.ref}
                index={index}
                value={value}
                label={labelOf(index)}
                playable={playable.has(index)}
                hintColour={moverColour}
                neutral={value !== null && ownerOf(value, G.players) === null}
                last={G.lastMove?.cell === index}
                flipped={flipped.has(index)}
                focusable={cell.tabIndex === 0}
                onPlay={onPlay}
                onKeyDown={(event) => onKeyDown(event, index, cell.onKeyDown)}
                onFocus={() => cell.onFocus?.()}
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
