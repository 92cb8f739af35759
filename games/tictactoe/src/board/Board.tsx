import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { winningLine } from '../lines';
import type { TicTacToeState } from '../types';
import { Mark } from './Mark';

const LAYOUT = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
];

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<TicTacToeState, typeof game.moves>) {
  const { t } = useTranslation('tictactoe');
  const navigation = useGridNavigation({ layout: LAYOUT });
  const seat = seatView(ctx, playerID, gameArgs);
  const line = winningLine(G.cells);
  const myTurn = seat.canAct(ctx.currentPlayer);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}>
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
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: 'repeat(3, 1fr)',
          gap: '6px',
          width: 'min(90vw, 360px)',
          aspectRatio: '1',
        }}
      >
        {Array.from({ length: 3 }, (_, row) => (
          <Box role="row" key={row} sx={{ display: 'contents' }}>
            {G.cells.slice(row * 3, (row + 1) * 3).map((cell, column) => {
              const index = row * 3 + column;
              const playable = myTurn && cell === null;
              const highlighted = line?.includes(index) ?? false;
              const state = cell === null ? t('board.empty') : t(`seats.${cell}`);
              return (
                <ButtonBase
                  key={index}
                  {...navigation.cellProps(row, column)}
                  role="gridcell"
                  aria-label={t('board.cell', { number: index + 1, state })}
                  aria-disabled={!playable}
                  data-testid={`cell-${index}`}
                  onClick={() => playable && moves.markCell(index)}
                  sx={{
                    bgcolor: highlighted
                      ? 'rgba(255, 235, 59, 0.25)'
                      : G.lastMove === index
                        ? 'rgba(255,255,255,0.14)'
                        : 'rgba(255,255,255,0.06)',
                    borderRadius: 2,
                    // The square's edge: 5.5:1 against the page, 4.7:1 against an empty square (WCAG 1.4.11 asks 3:1).
                    boxShadow: 'inset 0 0 0 2px #8a8f99',
                    cursor: playable ? 'pointer' : 'default',
                    '&:hover': playable ? { bgcolor: 'rgba(255,255,255,0.16)' } : undefined,
                    '&:focus-visible': { outline: '3px solid #90caf9' },
                  }}
                >
                  {cell !== null && <Mark seat={cell} />}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default Board;
