import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, seatTextOptions, TurnIndicator, useGridNavigation } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { pitHole, pitOf, sideOf, storeHole } from '../holes';
import { isLegalPit, sow } from '../sowing';
import type { MancalaState, Seat } from '../types';
import { WOOD, WOOD_DARK } from './colours';
import { boardLayout } from './layout';
import { type HoleMarks, Pit } from './Pit';
import { PlayerTag } from './PlayerTag';
import { Store } from './Store';
import { lastMoveText, pitLabel, sowingHint, type Translate } from './texts';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<MancalaState, typeof game.moves>) {
  const { t: translate, i18n } = useTranslation('mancala');
  const t = translate as Translate;
  const seat = seatView(ctx, playerID, gameArgs);
  // Each player sees their own side at the bottom; on a shared device Player 1's side is.
  const layout = boardLayout(seat.viewer === '1' ? '1' : '0');
  const navigation = useGridNavigation({
    layout: [layout.topRow, layout.bottomRow],
    roving: true,
    initial: layout.bottomRow[0],
    homeEnd: true,
  });
  const [aimed, setAimed] = useState<number | null>(null);
  const over = ctx.gameover !== undefined;
  const mover = G.toMove;
  const canSow = !over && seat.canAct(mover);
  const playable = (hole: number) => canSow && sideOf(hole) === mover && isLegalPit(G.holes, mover, pitOf(hole));
  const preview = aimed !== null && playable(aimed) ? sow(G.holes, mover, pitOf(aimed)) : null;
  const players = gameArgs.players;
  const aboutSeat = (side: Seat) => seatTextOptions(players, side, i18n.language);

  const last = G.lastMove;
  const sown = new Set(last?.path ?? []);
  const lastSeed = last?.path.at(-1) ?? null;
  const marksOf = (hole: number): HoleMarks => ({
    from: last !== null && hole === pitHole(last.seat, last.pit),
    sown: sown.has(hole),
    lastSeed: hole === lastSeed,
    captured: last?.capturedFrom === hole,
    preview: preview?.move.path.at(-1) === hole,
  });

  const stored = (side: Seat) => t('board.stored', { count: G.holes[storeHole(side)] });
  const storeLabel = (side: Seat) => t('board.store', { ...aboutSeat(side), count: G.holes[storeHole(side)] });
  const count = (hole: number) => (
    <Typography
      key={`count-${hole}`}
      aria-hidden="true"
      variant="body2"
      data-testid={`count-${hole}`}
      sx={{ textAlign: 'center', fontWeight: 700, color: '#fbe9d0', lineHeight: 1.2 }}
    >
      {G.holes[hole]}
    </Typography>
  );
  const pit = (hole: number, row: number, column: number) => {
    const marks = marksOf(hole);
    const canPlay = playable(hole);
    return (
      <Pit
        key={hole}
        hole={hole}
        count={G.holes[hole]!}
        label={pitLabel(t, { hole, count: G.holes[hole]!, players, playable: canPlay, marks, language: i18n.language })}
        playable={canPlay}
        marks={marks}
        moveKey={ctx.turn}
        navigation={navigation.cellProps(row, column)}
        onSow={() => moves.sowPit(pitOf(hole))}
        onAim={(on) => setAimed((current) => (on ? hole : current === hole ? null : current))}
      />
    );
  };

  const finalScore = t('status.final', {
    first: nameOf(players, layout.bottom),
    firstScore: G.holes[storeHole(layout.bottom)],
    second: nameOf(players, layout.top),
    secondScore: G.holes[storeHole(layout.top)],
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={players}
        aiSeats={gameArgs.aiSeats}
        detail={last?.extraTurn && !over ? t('status.extraTurn', aboutSeat(mover)) : undefined}
        outcome={finalScore}
      />
      <PlayerTag
        name={nameOf(players, layout.top)}
        stored={stored(layout.top)}
        toMove={!over && mover === layout.top}
        testId={`player-${layout.top}`}
      />
      <Box
        role="group"
        aria-label={t('board.label')}
        data-bottom={layout.bottom}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) repeat(6, minmax(0, 1.1fr)) minmax(0, 1fr)',
          gridTemplateRows: 'auto auto auto auto',
          columnGap: { xs: '4px', sm: '10px' },
          rowGap: { xs: '2px', sm: '6px' },
          alignItems: 'center',
          width: 'min(96vw, 640px)',
          p: { xs: '6px', sm: '14px' },
          borderRadius: { xs: 4, sm: 8 },
          background: `linear-gradient(180deg, ${WOOD} 0%, ${WOOD_DARK} 100%)`,
          boxShadow: '0 6px 0 #3e230d',
          touchAction: 'manipulation',
          userSelect: 'none',
        }}
      >
        {count(layout.leftStore)}
        {layout.topRow.map(count)}
        <Box />
        <Store
          hole={layout.leftStore}
          count={G.holes[layout.leftStore]!}
          label={storeLabel(layout.top)}
          lastSeed={lastSeed === layout.leftStore}
          column={1}
        />
        {layout.topRow.map((hole, column) => pit(hole, 0, column))}
        <Store
          hole={layout.rightStore}
          count={G.holes[layout.rightStore]!}
          label={storeLabel(layout.bottom)}
          lastSeed={lastSeed === layout.rightStore}
          column={8}
        />
        {layout.bottomRow.map((hole, column) => pit(hole, 1, column))}
        <Box />
        {layout.bottomRow.map(count)}
        {count(layout.rightStore)}
      </Box>
      <PlayerTag
        name={nameOf(players, layout.bottom)}
        stored={stored(layout.bottom)}
        toMove={!over && mover === layout.bottom}
        testId={`player-${layout.bottom}`}
      />
      <Typography variant="body2" data-testid="sow-hint" sx={{ minHeight: '1.5em', color: 'warning.light' }}>
        {preview ? sowingHint(t, preview) : ''}
      </Typography>
      {last && (
        <Typography variant="body2" color="text.secondary" data-testid="last-move" sx={{ textAlign: 'center' }}>
          {lastMoveText(t, last, players, i18n.language)}
        </Typography>
      )}
    </Box>
  );
}

export default Board;
