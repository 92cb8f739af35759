import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { squareName, type Square } from '@tabula/boards';
import { Checkerboard, Disc, draughtsDetail, draughtsOutcome, useMoveSelection } from '@tabula/boards/ui';
import { seatView, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { legalSteps } from '../rules';
import type { CheckersState, Seat } from '../types';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<CheckersState, typeof game.moves>) {
  const { t } = useTranslation('checkers');
  const seat = seatView(ctx, playerID, gameArgs);
  const current = ctx.currentPlayer as Seat;
  const canMove = seat.canAct(current);
  const steps = canMove ? legalSteps(G.board, current, G.settings, G.chain) : [];
  const selection = useMoveSelection({ steps, lockedFrom: G.chain, onMove: (from, to) => moves.movePiece(from, to) });
  const mustCapture = steps.length > 0 && steps.every((s) => s.captured !== undefined);

  const squareLabel = (square: Square) => {
    const piece = G.board[square];
    const content = piece ? t(piece.king ? 'board.king' : 'board.man', { seat: t(`seats.${piece.owner}`) }) : t('board.empty');
    return t('board.square', { square: squareName(square), content });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={canMove ? draughtsDetail({ chain: G.chain !== null, mustCapture }, t) : undefined}
        outcome={draughtsOutcome(ctx.gameover as GameResult | undefined, t)}
      />
      <Checkerboard
        label={t('board.label')}
        flipped={seat.viewer === '1'}
        renderSquare={(square) => {
          const piece = G.board[square];
          return piece ? <Disc seat={piece.owner} king={piece.king} /> : null;
        }}
        squareLabel={squareLabel}
        markNames={{
          selected: t('board.selected'),
          movable: t('board.movable'),
          target: t('board.target'),
          lastMove: t('board.lastMove'),
          captured: t('board.captured'),
        }}
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
