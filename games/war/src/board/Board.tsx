import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { CardTable, type TableSeat } from '@tabula/cards/ui';
import { seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, seatTextOptions, TurnIndicator } from '@tabula/game-kit/ui';
import type { PlayerID } from 'boardgame.io';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_CAP } from '../battle';
import { DECK, SEATS } from '../cards';
import type { game } from '../game';
import { PLAY_PHASE } from '../phases';
import type { WarView } from '../types';
import { BattleArea } from './BattleArea';
import { useAutoFlip } from './useAutoFlip';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<WarView, BoardMoves<typeof game>>) {
  const { t, i18n } = useTranslation('war');
  const seat = seatView(ctx, playerID, gameArgs);
  const viewer = seat.viewer;
  const aboutSeat = (id: PlayerID) => seatTextOptions(gameArgs.players, id, i18n.language);
  const inPlay = ctx.phase === PLAY_PHASE && G.result === null && ctx.gameover === undefined;
  const canFlip = inPlay && seat.canAct(G.toAct);
  // A spectator online has no cards to turn; on one device the switch plays both seats.
  const mayPlay = gameArgs.mode !== 'OnlineFriend' || (playerID != null && SEATS.includes(playerID));
  const [autoPlay, setAutoPlay] = useState(false);
  const flip = () => moves.flip();
  useAutoFlip(autoPlay && canFlip, ctx.turn, flip);

  const seats: TableSeat[] = SEATS.map((id) => ({ id, name: nameOf(gameArgs.players, id), cardCount: G.pileCounts[id] ?? 0 }));
  // On one device the button names the seat it turns for; the viewer's own needs no name.
  const flipLabel =
    viewer === null
      ? t(G.war ? 'board.flipWarFor' : 'board.flipFor', { player: nameOf(gameArgs.players, G.toAct) })
      : t(G.war ? 'board.flipWar' : 'board.flip');

  const controls = (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%' }}>
      <BattleArea view={G} near={viewer ?? SEATS[0]!} aboutSeat={aboutSeat} />
      {inPlay && mayPlay && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 1 }}>
          <Button variant="contained" color="warning" disabled={!canFlip} onClick={flip} sx={{ minWidth: 120 }}>
            {flipLabel}
          </Button>
          <FormControlLabel
            control={<Switch checked={autoPlay} onChange={(event) => setAutoPlay(event.target.checked)} color="warning" />}
            label={t('board.autoPlay')}
          />
        </Box>
      )}
      <Typography variant="caption">{t('board.battles', { number: G.battles, cap: BATTLE_CAP })}</Typography>
    </Box>
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: '100%', maxWidth: 960, mx: 'auto' }}
    >
      <TurnIndicator ctx={ctx} playerID={viewer} mode={gameArgs.mode} players={gameArgs.players} aiSeats={gameArgs.aiSeats} />
      <CardTable deck={DECK} seats={seats} self={viewer} turn={inPlay ? G.toAct : null} controls={controls} />
    </Box>
  );
}

export default Board;
