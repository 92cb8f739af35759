import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { squareName, type Square } from '@tabula/boards';
import { Checkerboard, Disc, DraughtsStatus, useMoveSelection } from '@tabula/boards/ui';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import type { game } from '../game';
import { legalSteps } from '../rules';
import type { CheckersState, Seat } from '../types';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<CheckersState, typeof game.moves>) {
  const { t } = useTranslation('checkers');
  const seat = seatView(ctx, playerID, gameArgs);
  const current = ctx.currentPlayer as Seat;
  const steps = seat.canAct(current) ? legalSteps(G.board, current, G.settings, G.chain) : [];
  const selection = useMoveSelection({ steps, lockedFrom: G.chain, onMove: (from, to) => moves.movePiece(from, to) });
  const mustCapture = steps.length > 0 && steps.every((s) => s.captured !== undefined);

  const squareLabel = (square: Square) => {
    const piece = G.board[square];
    const content = piece ? t(piece.king ? 'board.king' : 'board.man', { seat: t(`seats.${piece.owner}`) }) : t('board.empty');
    const extra =
      selection.selected === square
        ? `, ${t('board.selected')}`
        : selection.targets.includes(square)
          ? `, ${t('board.target')}`
          : '';
    return `${t('board.square', { square: squareName(square), content })}${extra}`;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <DraughtsStatus ctx={ctx} seat={seat} gameArgs={gameArgs} chain={G.chain !== null} mustCapture={mustCapture} t={t} />
      <Checkerboard
        label={t('board.label')}
        flipped={seat.viewer === '1'}
        renderSquare={(square) => {
          const piece = G.board[square];
          return piece ? <Disc seat={piece.owner} king={piece.king} /> : null;
        }}
        squareLabel={squareLabel}
        selected={selection.selected}
        targets={selection.targets}
        movable={selection.movable}
        lastMove={G.lastMove?.path ?? []}
        lastCaptured={G.lastMove?.captured ?? []}
        onSquareClick={selection.onSquareClick}
        onDrop={selection.onDrop}
      />
    </Box>
  );
}

export default Board;
