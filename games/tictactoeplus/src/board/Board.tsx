import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { ownedLines, SIZE } from '../lines';
import { WILDCARD, type TicTacToePlusState } from '../types';
import { Mark } from './Mark';
import { MoveNotice } from './MoveNotice';

const LAYOUT = Array.from({ length: SIZE }, (_, row) => Array.from({ length: SIZE }, (_, column) => row * SIZE + column));

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<TicTacToePlusState, typeof game.moves>) {
  const { t } = useTranslation('tictactoeplus');
  const navigation = useGridNavigation({ layout: LAYOUT });
  /** The square under the pointer or keyboard focus: it previews the mover's mark. */
  const [aimed, setAimed] = useState<number | null>(null);
  const seat = seatView(ctx, playerID, gameArgs);
  const mover = ctx.currentPlayer;
  const myTurn = seat.canAct(mover);
  const owned = new Set(ownedLines(G.cells).flatMap((o) => [...o.line]));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
      />
      <Box
        role="grid"
        aria-label={t('board.label')}
        onPointerLeave={() => setAimed(null)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${SIZE}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${SIZE}, minmax(0, 1fr))`,
          gap: '6px',
          width: 'min(92vw, 400px)',
          aspectRatio: '1',
          touchAction: 'manipulation',
        }}
      >
        {Array.from({ length: SIZE }, (_, row) => (
          <Box role="row" key={row} sx={{ display: 'contents' }}>
            {G.cells.slice(row * SIZE, (row + 1) * SIZE).map((cell, column) => {
              const index = row * SIZE + column;
              const playable = myTurn && cell === null;
              const winning = owned.has(index);
              const last = G.lastMove?.cell === index;
              const state = cell === null ? t('board.empty') : cell === WILDCARD ? t('board.wildcard') : t(`seats.${cell}`);
              return (
                <ButtonBase
                  key={index}
                  {...navigation.cellProps(row, column)}
                  role="gridcell"
                  aria-label={t('board.cell', { number: index + 1, state })}
                  aria-disabled={!playable}
                  data-testid={`cell-${index}`}
                  data-playable={playable || undefined}
                  data-last={last || undefined}
                  data-winning={winning || undefined}
                  onClick={() => playable && moves.markCell(index)}
                  onPointerEnter={() => setAimed(index)}
                  onFocus={() => setAimed(index)}
                  onBlur={() => setAimed((current) => (current === index ? null : current))}
                  sx={{
                    borderRadius: 2,
                    border: '2px solid',
                    borderColor: last ? 'rgba(255,255,255,0.7)' : playable ? 'rgba(144,202,249,0.35)' : 'transparent',
                    bgcolor: winning ? 'rgba(255, 235, 59, 0.28)' : last ? 'rgba(255,255,255,0.14)' : 'rgba(255,255,255,0.06)',
                    cursor: playable ? 'pointer' : 'default',
                    '&:hover': playable ? { bgcolor: 'rgba(255,255,255,0.16)' } : undefined,
                    '&:focus-visible': { outline: '3px solid #90caf9', outlineOffset: '1px' },
                  }}
                >
                  {cell !== null ? <Mark cell={cell} /> : playable && aimed === index ? <Mark cell={mover} ghost /> : null}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
      <MoveNotice G={G} players={gameArgs.players} />
    </Box>
  );
}

export default Board;
