import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps, type GameResult } from '@tabula/game-kit';
import { TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { ALL_POINTS, POINT_NAMES, SPOTS } from '../geometry';
import { asSeat, inMill, isFlying, legalActions, otherSeat } from '../rules';
import type { MorrisState } from '../types';
import { BoardLines } from './BoardLines';
import { PlayerPanel } from './PlayerPanel';
import { type PointMarks, PointButton } from './PointButton';
import { lastMoveText, outcomeText, pointName, type Translate } from './texts';
import { usePointNavigation } from './usePointNavigation';

/** The point holding the tab stop until a point has had the focus: d2, near the middle. */
const FIRST_FOCUS = POINT_NAMES.indexOf('d2');
/** The points in reading order (top row first, left to right), the order screen readers list them in. */
const READING_ORDER = [...ALL_POINTS].sort((a, b) => SPOTS[b]!.y - SPOTS[a]!.y || SPOTS[a]!.x - SPOTS[b]!.x);

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<MorrisState, BoardMoves<typeof game>>) {
  const { t: translate } = useTranslation('ninemensmorris');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  const over = ctx.gameover !== undefined || G.result !== null;
  const mover = asSeat(ctx.currentPlayer) ?? '0';
  const canAct = !over && seat.canAct(mover);
  const navigation = usePointNavigation(FIRST_FOCUS);
  const [selected, setSelected] = useState<number | null>(null);

  // A new position (either player's action) drops a selection made before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: G.points is the trigger, not a value read
  useEffect(() => setSelected(null), [G.points]);

  const actions = useMemo(() => (canAct ? legalActions(G, mover) : []), [canAct, G, mover]);
  const placeable = new Set(actions.flatMap((a) => (a.move === 'placePiece' ? [a.args[0]] : [])));
  const removable = new Set(actions.flatMap((a) => (a.move === 'removePiece' ? [a.args[0]] : [])));
  const steps = actions.flatMap((a) => (a.move === 'movePiece' ? [{ from: a.args[0], to: a.args[1] }] : []));
  const movable = new Set(steps.map((step) => step.from));
  const targets = new Set(steps.filter((step) => step.from === selected).map((step) => step.to));
  const result = ctx.gameover as GameResult | undefined;
  const last = G.lastMove;

  const onPoint = (point: number) => {
    if (!canAct) return;
    if (removable.has(point)) moves.removePiece(point);
    else if (placeable.has(point)) moves.placePiece(point);
    else if (selected !== null && targets.has(point)) moves.movePiece(selected, point);
    else setSelected(movable.has(point) && point !== selected ? point : null);
  };

  const marksOf = (point: number): PointMarks => {
    const target = placeable.has(point) || targets.has(point);
    return {
      playable: target || movable.has(point) || removable.has(point),
      selected: selected === point,
      target,
      removable: removable.has(point),
      lastMove: last?.to === point,
      movedFrom: last?.from === point && G.points[point] === null,
      removedHere: last?.removed === point && G.points[point] === null,
    };
  };

  const labelOf = (point: number, marks: PointMarks) => {
    const content = G.points[point] ?? null;
    const state = content === null ? t('board.empty') : t('board.piece', { colour: t(`seats.${content}`) });
    const notes = [
      content !== null && inMill(G.points, point) && t('board.inMill'),
      marks.selected && t('board.selected'),
      content !== null && movable.has(point) && !marks.selected && t('board.movable'),
      placeable.has(point) && t('board.canPlace'),
      targets.has(point) && t('board.target'),
      marks.removable && t('board.removable'),
      marks.lastMove && t('board.lastMove'),
      marks.movedFrom && t('board.movedFrom'),
      marks.removedHere && t('board.removedHere'),
    ].filter((note): note is string => typeof note === 'string');
    return [t('board.pointState', { point: pointName(t, point), content: state }), ...notes].join(', ');
  };

  const detail = !canAct
    ? undefined
    : G.removing
      ? t('status.remove', { colour: t(`seats.${otherSeat(mover)}`) })
      : G.inHand[mover] > 0
        ? t('status.place')
        : selected !== null
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
      <PlayerPanel G={G} players={gameArgs.players} current={over ? null : mover} t={t} />
      <Box
        role="group"
        aria-label={t('board.label')}
        data-testid="morris-board"
        sx={{
          position: 'relative',
          width: 'min(94vw, 480px)',
          aspectRatio: '1',
          touchAction: 'manipulation',
          userSelect: 'none',
        }}
      >
        <BoardLines />
        {READING_ORDER.map((point) => {
          const marks = marksOf(point);
          return (
            <PointButton
              key={point}
              point={point}
              content={G.points[point] ?? null}
              marks={marks}
              hintSeat={mover}
              label={labelOf(point, marks)}
              navigation={navigation(point)}
              onClick={() => onPoint(point)}
            />
          );
        })}
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
