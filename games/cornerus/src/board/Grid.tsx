import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { SIZE, cellAt } from '../geometry';
import type { Colour } from '../types';
import { COLOUR_PAINT, FIT_HINT, GRID_BACKGROUND, GRID_LINE, ILLEGAL_GHOST, LAST_OUTLINE, LEGAL_GHOST } from './colours';
import type { Ghost } from './usePlacement';

export interface GridProps {
  board: readonly number[];
  ghost: Ghost | null;
  /** Cursor cells where the chosen piece fits. */
  fits: ReadonlySet<string>;
  /** Cells the colour on turn may build from (its free corner cells), shown when no piece is chosen. */
  corners: ReadonlySet<number>;
  cornerColour: Colour | null;
  lastCells: ReadonlySet<number>;
  cursor: { x: number; y: number } | null;
  interactive: boolean;
  label: string;
  /** Id of the element describing the cursor and the piece under it. */
  describedBy: string;
  onCellClick: (x: number, y: number) => void;
  onCellHover: (x: number, y: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const ROWS = Array.from({ length: SIZE }, (_, y) => y);

/** The 20x20 board: colours placed, the piece in hand as a ghost, the hints and the last placement outlined. */
export function Grid(props: GridProps) {
  const { board, ghost, fits, corners, cornerColour, lastCells, cursor, interactive } = props;
  const ghostCells = new Set(ghost?.cells.map(([x, y]) => `${x},${y}`));
  const ghostFill = ghost && ghost.problem === null ? LEGAL_GHOST : ILLEGAL_GHOST;
  return (
    <Box
      role="application"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      tabIndex={interactive ? 0 : -1}
      onKeyDown={interactive ? props.onKeyDown : undefined}
      data-testid="cornerus-board"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${SIZE}, 1fr)`,
        width: 'min(100%, 600px)',
        aspectRatio: '1',
        bgcolor: GRID_LINE,
        gap: '1px',
        border: `2px solid ${GRID_LINE}`,
        touchAction: 'manipulation',
        outline: 'none',
        '&:focus-visible': { boxShadow: '0 0 0 3px #90caf9' },
      }}
    >
      {ROWS.flatMap((y) =>
        ROWS.map((x) => {
          const cell = cellAt(x, y);
          const owner = board[cell]!;
          const inGhost = ghostCells.has(`${x},${y}`);
          const fit = fits.has(`${x},${y}`);
          const corner = ghost === null && corners.has(cell);
          const atCursor = interactive && cursor !== null && cursor.x === x && cursor.y === y;
          return (
            <Box
              key={cell}
              data-testid={`cell-${x}-${y}`}
              data-colour={owner >= 0 ? owner : undefined}
              data-ghost={inGhost ? (ghost?.problem === null ? 'legal' : 'illegal') : undefined}
              data-fit={fit ? 'true' : undefined}
              data-corner={corner ? 'true' : undefined}
              data-last={lastCells.has(cell) ? 'true' : undefined}
              onClick={interactive ? () => props.onCellClick(x, y) : undefined}
              onPointerMove={interactive ? (event) => event.pointerType === 'mouse' && props.onCellHover(x, y) : undefined}
              sx={{
                position: 'relative',
                bgcolor: owner >= 0 ? COLOUR_PAINT[owner as Colour].fill : GRID_BACKGROUND,
                boxShadow: lastCells.has(cell) ? `inset 0 0 0 2px ${LAST_OUTLINE}` : undefined,
                cursor: interactive ? 'pointer' : 'default',
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  pointerEvents: 'none',
                  ...(inGhost
                    ? { inset: 0, bgcolor: ghostFill }
                    : fit
                      ? { inset: '25%', borderRadius: '50%', bgcolor: FIT_HINT }
                      : corner && cornerColour !== null
                        ? { inset: '30%', borderRadius: '50%', border: `2px solid ${COLOUR_PAINT[cornerColour].edge}` }
                        : {}),
                  ...(atCursor ? { inset: 0, outline: `2px dashed ${LAST_OUTLINE}`, outlineOffset: '-2px' } : {}),
                },
              }}
            />
          );
        }),
      )}
    </Box>
  );
}
