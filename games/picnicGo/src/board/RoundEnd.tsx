import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo, RoundScore } from '@tabula/game-kit';
import { ScoreSheet } from '@tabula/game-kit/ui';
import { useTranslation } from 'react-i18next';
import { nameOf } from './names';

export interface RoundEndProps {
  roundNumber: number;
  last: boolean;
  rounds: RoundScore[];
  cupcakeCounts: Record<PlayerID, number>;
  players: PlayerInfo[];
  viewer: PlayerID | null;
  /** The viewer may still press "Ready" / "End game"; waiting is shown to a seat that has. */
  canAnswer: boolean;
  waiting: boolean;
  onReady: () => void;
}

/** The end of a round: its title, what was scored, the score sheet, the cupcakes, and "Ready" / "End game". */
export function RoundEnd({
  roundNumber,
  last,
  rounds,
  cupcakeCounts,
  players,
  viewer,
  canAnswer,
  waiting,
  onReady,
}: RoundEndProps) {
  const { t } = useTranslation('picnicGo');
  return (
    <Stack spacing={1} data-testid="picnicgo-round-end">
      <Typography variant="h6">{t(last ? 'roundEnd.titleLast' : 'roundEnd.title', { number: roundNumber })}</Typography>
      <Typography variant="body2">{t(last ? 'roundEnd.cupcakesNote' : 'roundEnd.chipsNote')}</Typography>
      <Typography variant="subtitle2">{t('roundEnd.scores')}</Typography>
      <ScoreSheet rounds={rounds} players={players} playerID={viewer} gameNamespace="picnicGo" />
      <Typography variant="body2" data-testid="picnicgo-cupcakes">
        {t('roundEnd.cupcakesColumn')}:{' '}
        {players.map((p) => `${nameOf(players, p.playerID)} ${cupcakeCounts[p.playerID] ?? 0}`).join(' · ')}
      </Typography>
      {canAnswer ? (
        <Button variant="contained" onClick={onReady} sx={{ alignSelf: 'flex-start' }}>
          {t(last ? 'roundEnd.endGame' : 'roundEnd.ready')}
        </Button>
      ) : (
        waiting && <Typography variant="body2">{t('roundEnd.waiting')}</Typography>
      )}
    </Stack>
  );
}
