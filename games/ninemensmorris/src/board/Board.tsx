import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PointBoard, SeatLegend, type Translate, usePointSelection } from '@tabula/boards/ui';
import { seatView, type BoardMoves, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { asSeat, inMill, isFlying, legalActions, otherSeat, PIECES_PER_SEAT, piecesLeft } from '../rules';
import type { MorrisState, Seat } from '../types';
import { BoardLines } from './BoardLines';
import { MORRIS_THEME } from './colours';
import { MORRIS_GEOMETRY } from './layout';
import { lastMoveText, outcomeText, pointName } from './texts';

const SEATS: readonly Seat[] = ['0', '1'];

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<MorrisState, BoardMoves<typeof game>>) {
  const { t: translate, i18n } = useTranslation('ninemensmorris');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.result !== null;
  const mover = asSeat(ctx.currentPlayer) ?? '0';
  const canAct = !over && seat.canAct(mover);
  const actions = useMemo(() => (canAct ? legalActions(G, mover) : []), [canAct, G, mover]);
  const selection = usePointSelection({ actions, position: G.points, moves });
  const result = ctx.gameover as GameResult | undefined;
  const last = G.lastMove;

  /** Pieces in hand, pieces lost, and whether the player flies. */
  const piecesText = (owner: Seat) =>
    [
      G.inHand[owner] > 0 ? t('board.inHand', { count: G.inHand[owner] }) : null,
      t('board.lost', { count: PIECES_PER_SEAT - piecesLeft(G, owner) }),
      isFlying(G, owner) ? t('board.flying') : null,
    ]
      .filter((detail): detail is string => detail !== null)
      .join(' · ');
  const detail = !canAct
    ? undefined
    : G.removing
      ? t('status.remove', { colour: t(`seats.${otherSeat(mover)}`) })
      : G.inHand[mover] > 0
        ? t('status.place')
        : selection.selected !== null
          ? t('status.pickTarget')
          : isFlying(G, mover)
            ? t('status.fly')
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
        paint={MORRIS_THEME.seats}
        detail={piecesText}
        t={t}
      />
      <PointBoard
        label={t('board.label')}
        testId="morris-board"
        geometry={MORRIS_GEOMETRY}
        theme={MORRIS_THEME}
        drawing={<BoardLines />}
        points={G.points}
        selection={selection}
        hintSeat={mover}
        lastMove={last}
        pointName={(point) => pointName(t, point)}
        pointNotes={(point) => (inMill(G.points, point) ? [t('board.inMill')] : [])}
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
