import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SeatLegend, type Translate } from '@tabula/boards/ui';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { cellIndex, COLUMNS, landingRow, ROWS, winningCells } from '../grid';
import type { FourInARowState } from '../types';
import { DISC_PAINT, FRAME_COLOUR, SEATS } from './colours';
import { Disc } from './Disc';

const COLUMN_LIST = Array.from({ length: COLUMNS }, (_, column) => column);
const ROW_LIST = Array.from({ length: ROWS }, (_, row) => row);
/** Keyboard movement runs along the one row of column buttons. */
const LAYOUT = [COLUMN_LIST];

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<FourInARowState, typeof game.moves>) {
  const { t } = useTranslation('fourinarow');
  const navigation = useGridNavigation({ layout: LAYOUT, homeEnd: true });
  /** The column under the pointer or keyboard focus: it previews where the disc would land. */
  const [aimed, setAimed] = useState<number | null>(null);
  const seat = seatView(ctx, playerID, gameArgs);
  const mover = ctx.currentPlayer;
  const myTurn = seat.canAct(mover);
  const winning = new Set(G.lastMove ? winningCells(G.cells, G.lastMove) : []);
  const lastIndex = G.lastMove ? cellIndex(G.lastMove.column, G.lastMove.row) : null;
  const lastSeat = lastIndex === null ? null : (G.cells[lastIndex] ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
      />
      <SeatLegend
        seats={SEATS}
        players={gameArgs.players}
        current={ctx.gameover === undefined && (mover === '0' || mover === '1') ? mover : null}
        paint={DISC_PAINT}
        t={t as Translate}
      />
      <Box
        role="group"
        aria-label={t('board.label')}
        onPointerLeave={() => setAimed(null)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${COLUMNS}, 1fr)`,
          gap: { xs: '3px', sm: '6px' },
          p: { xs: '6px', sm: '10px' },
          width: 'min(94vw, 460px)',
          bgcolor: FRAME_COLOUR,
          borderRadius: 3,
          boxShadow: '0 6px 0 #14284d',
          // the dropped disc falls in from the top edge of the frame, not over the texts above it
          overflow: 'hidden',
          touchAction: 'manipulation',
        }}
      >
        {COLUMN_LIST.map((column) => {
          const landing = landingRow(G.cells, column);
          const playable = myTurn && landing !== null;
          const preview = playable && aimed === column ? landing : null;
          return (
            <ButtonBase
              key={column}
              {...navigation.cellProps(0, column)}
              aria-label={
                landing === null ? t('board.columnFull', { number: column + 1 }) : t('board.column', { number: column + 1 })
              }
              aria-disabled={!playable}
              data-testid={`column-${column}`}
              data-playable={playable || undefined}
              onClick={() => playable && moves.dropDisc(column)}
              onPointerEnter={() => setAimed(column)}
              onFocus={() => setAimed(column)}
              onBlur={() => setAimed((current) => (current === column ? null : current))}
              sx={{
                display: 'grid',
                width: '100%',
                gridTemplateColumns: '1fr',
                gridTemplateRows: `repeat(${ROWS}, auto)`,
                gap: { xs: '3px', sm: '6px' },
                p: { xs: '2px', sm: '3px' },
                borderRadius: 2,
                cursor: playable ? 'pointer' : 'default',
                bgcolor: preview !== null ? 'rgba(255,255,255,0.14)' : playable ? 'rgba(255,255,255,0.05)' : 'transparent',
                '&:focus-visible': { outline: '3px solid #90caf9', outlineOffset: '1px' },
              }}
            >
              {ROW_LIST.map((row) => {
                const index = cellIndex(column, row);
                return (
                  <Disc
                    key={row}
                    row={row}
                    seat={G.cells[index] ?? null}
                    last={index === lastIndex}
                    winning={winning.has(index)}
                    ghost={preview === row ? mover : null}
                    testId={`cell-${column}-${row}`}
                  />
                );
              })}
            </ButtonBase>
          );
        })}
      </Box>
      {G.lastMove && lastSeat !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="last-move">
          {t('board.lastMove', { player: nameOf(gameArgs.players, lastSeat), number: G.lastMove.column + 1 })}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
