import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PointBoard, SeatLegend, type Translate, usePointSelection } from '@tabula/boards/ui';
import { seatView, type BoardMoves, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { asSeat, isPlacing, legalActions, lineOf, PIECES_PER_SEAT, piecesOf } from '../rules';
import type { RotaState, Seat } from '../types';
import { WHEEL_THEME } from './colours';
import { WHEEL_GEOMETRY } from './layout';
import { lastMoveText, outcomeText, pointName } from './texts';
import { WheelDrawing } from './WheelDrawing';

const SEATS: readonly Seat[] = ['0', '1'];

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<RotaState, BoardMoves<typeof game>>) {
  const { t: translate, i18n } = useTranslation('rota');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.result !== null;
  const mover = asSeat(ctx.currentPlayer) ?? '0';
  const canAct = !over && seat.canAct(mover);
  const placing = isPlacing(G.points);
  const actions = useMemo(() => (canAct ? legalActions(G.points, mover) : []), [canAct, G.points, mover]);
  const selection = usePointSelection({ actions, position: G.points, moves });
  const result = ctx.gameover as GameResult | undefined;
  const winningLine = result && 'winner' in result ? (lineOf(G.points, result.winner as Seat) ?? []) : [];
  const last = G.lastMove;

  const toPlace = (owner: Seat) => t('board.toPlace', { count: PIECES_PER_SEAT - piecesOf(G.points, owner).length });
  const detail = !canAct
    ? undefined
    : placing
      ? t('status.place')
      : selection.selected !== null
        ? t('status.pickTarget')
        : t('status.move');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
        outcome={outcomeText(t, result)}
      />
      <SeatLegend
        seats={SEATS}
        players={gameArgs.players}
        current={over ? null : mover}
        paint={WHEEL_THEME.seats}
        detail={placing && !over ? toPlace : undefined}
        t={t}
      />
      <PointBoard
        label={t('board.label')}
        testId="rota-wheel"
        geometry={WHEEL_GEOMETRY}
        theme={WHEEL_THEME}
        drawing={<WheelDrawing />}
        points={G.points}
        selection={selection}
        hintSeat={mover}
        lastMove={last}
        winning={winningLine}
        pointName={(point) => pointName(t, point)}
        t={t}
      />
      {last && (
        <Typography variant="body2" color="text.secondary" data-testid="last-move" sx={{ textAlign: 'center' }}>
          {lastMoveText(t, last, gameArgs.players, i18n.language)}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
