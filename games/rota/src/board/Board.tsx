import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { asSeat, isPlacing, legalActions, lineOf, PIECES_PER_SEAT, piecesOf } from '../rules';
import type { RotaState, Seat } from '../types';
import { CENTRE, KEYBOARD_LAYOUT } from '../wheel';
import { PlayerLegend } from './PlayerLegend';
import { type PointMarks, PointButton } from './PointButton';
import { lastMoveText, outcomeText, pointName, type Translate } from './texts';
import { WheelDrawing } from './WheelDrawing';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<RotaState, BoardMoves<typeof game>>) {
  const { t: translate } = useTranslation('rota');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.result !== null;
  const mover = asSeat(ctx.currentPlayer) ?? '0';
  const canAct = !over && seat.canAct(mover);
  const placing = isPlacing(G.points);
  const navigation = useGridNavigation({ layout: KEYBOARD_LAYOUT, roving: true, initial: CENTRE });
  const [selected, setSelected] = useState<number | null>(null);

  // A new position (either player's action) drops a selection made before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: G.lastMove is the trigger, not a value read
  useEffect(() => setSelected(null), [G.lastMove]);

  const actions = useMemo(() => (canAct ? legalActions(G.points, mover) : []), [canAct, G.points, mover]);
  const placeable = new Set(actions.flatMap((a) => (a.move === 'placePiece' ? [a.args[0]] : [])));
  const steps = actions.flatMap((a) => (a.move === 'movePiece' ? [{ from: a.args[0], to: a.args[1] }] : []));
  const movable = new Set(steps.map((step) => step.from));
  const targets = new Set(steps.filter((step) => step.from === selected).map((step) => step.to));
  const result = ctx.gameover as GameResult | undefined;
  const winningLine = new Set(result && 'winner' in result ? (lineOf(G.points, result.winner as Seat) ?? []) : []);
  const last = G.lastMove;

  const onPoint = (point: number) => {
    if (!canAct) return;
    if (placeable.has(point)) moves.placePiece(point);
    else if (selected !== null && targets.has(point)) moves.movePiece(selected, point);
    else setSelected(movable.has(point) && point !== selected ? point : null);
  };

  const marksOf = (point: number): PointMarks => {
    const target = placeable.has(point) || targets.has(point);
    return {
      playable: target || movable.has(point),
      selected: selected === point,
      target,
      lastMove: last?.to === point,
      movedFrom: last?.from === point,
      winning: winningLine.has(point),
    };
  };

  const labelOf = (point: number, marks: PointMarks) => {
    const content = G.points[point];
    const state = content === null ? t('board.empty') : t('board.piece', { colour: t(`seats.${content}`) });
    const notes = [
      marks.selected && t('board.selected'),
      content !== null && movable.has(point) && !marks.selected && t('board.movable'),
      placeable.has(point) && t('board.canPlace'),
      targets.has(point) && t('board.target'),
      marks.lastMove && t('board.lastMove'),
      marks.movedFrom && t('board.movedFrom'),
      marks.winning && t('board.winningLine'),
    ].filter((note): note is string => typeof note === 'string');
    return [t('board.pointState', { point: pointName(t, point), content: state }), ...notes].join(', ');
  };

  const toPlace =
    placing && !over
      ? { '0': PIECES_PER_SEAT - piecesOf(G.points, '0').length, '1': PIECES_PER_SEAT - piecesOf(G.points, '1').length }
      : undefined;
  const detail = !canAct
    ? undefined
    : placing
      ? t('status.place')
      : selected !== null
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
      <PlayerLegend players={gameArgs.players} current={over ? null : mover} toPlace={toPlace} t={t} />
      <Box
        role="group"
        aria-label={t('board.label')}
        data-testid="rota-wheel"
        sx={{
          position: 'relative',
          width: 'min(92vw, 440px)',
          aspectRatio: '1',
          touchAction: 'manipulation',
          userSelect: 'none',
        }}
      >
        <WheelDrawing />
        {KEYBOARD_LAYOUT.map((row, r) =>
          row.map((point, c) => {
            const marks = marksOf(point);
            return (
              <PointButton
                key={point}
                point={point}
                content={G.points[point] ?? null}
                marks={marks}
                hintSeat={mover}
                label={labelOf(point, marks)}
                navigation={navigation.cellProps(r, c)}
                onClick={() => onPoint(point)}
              />
            );
          }),
        )}
      </Box>
      {last && (
        <Typography variant="body2" color="text.secondary" data-testid="last-move" sx={{ textAlign: 'center' }}>
          {lastMoveText(t, last, gameArgs.players)}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
