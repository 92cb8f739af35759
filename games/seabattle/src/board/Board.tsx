import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { TurnIndicator, useFinePointer } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { isSeat, PLACEMENT_PHASE } from '../rules';
import type { SeaBattleState } from '../types';
import { BattleBoard } from './BattleBoard';
import { gridLooks } from './looks';
import { OceanGrid } from './OceanGrid';
import { PlacementBoard } from './PlacementBoard';
import { cellLabel, type Translate } from './texts';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<SeaBattleState, BoardMoves<typeof game>>) {
  const { t: translate, i18n } = useTranslation('seabattle');
  const t = translate as Translate;
  const finePointer = useFinePointer();
  const seat = seatView(ctx, playerID, gameArgs);
  const viewer = isSeat(seat.viewer) ? seat.viewer : null;
  const placing = ctx.phase === PLACEMENT_PHASE && ctx.gameover === undefined;
  const myTurn = !placing && ctx.gameover === undefined && viewer !== null && seat.canAct(viewer);
  const waiting = placing && viewer !== null && G.placed[viewer];
  const detail = waiting ? t('placement.waiting') : myTurn ? t(finePointer ? 'battle.fireClick' : 'battle.fireTap') : undefined;

  let content: ReactNode;
  if (placing && viewer !== null && !G.placed[viewer]) {
    content = seat.canAct(viewer) ? (
      <PlacementBoard t={t} finePointer={finePointer} onDone={(ships) => moves.placeFleet(ships)} />
    ) : null;
  } else if (placing) {
    const looks = viewer ? gridLooks(G, viewer, false) : null;
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
        <Typography data-testid="placement-waiting">{t('placement.waiting')}</Typography>
        {looks && viewer && (
          <OceanGrid
            label={t('battle.yourFleet')}
            testIdPrefix="own"
            looks={looks}
            labelOf={(cell) => cellLabel(t, { cell, ...looks[cell]! })}
          />
        )}
      </Box>
    );
  } else {
    content = (
      <BattleBoard
        t={t}
        view={G}
        viewer={viewer}
        firing={myTurn}
        onFire={(cell) => moves.fire(cell)}
        players={gameArgs.players}
        language={i18n.language}
      />
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        aiSeats={gameArgs.aiSeats}
        detail={detail}
      />
      {content}
    </Box>
  );
}

export default Board;
