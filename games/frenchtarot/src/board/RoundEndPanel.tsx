import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { QuitMatchButton } from '@tabula/cards/ui';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { TarotView } from '../view';
import { CardRow } from './CardRow';

export interface RoundEndPanelProps {
  G: TarotView;
  players: PlayerInfo[];
  /** Whether the viewer may still answer "Next round" or "Quit". */
  canAnswer: boolean;
  onNextRound: () => void;
  onQuit: () => void;
}

const nameOf = (players: PlayerInfo[], seat: PlayerID) => players.find((p) => p.playerID === seat)?.name ?? seat;

/** The end of a deal: who won, the chien and the cards put aside, every hand as dealt, "Next round!" / "Quit game". */
export function RoundEndPanel({ G, players, canAnswer, onNextRound, onQuit }: RoundEndPanelProps) {
  const { t } = useTranslation('frenchtarot');
  const result = G.lastResult;
  return (
    <Stack spacing={1} data-testid="round-end-panel" sx={{ alignItems: 'center', width: '100%' }}>
      {result && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t(result.won ? 'roundEnd.won' : 'roundEnd.lost', { points: result.points, required: result.required })}
        </Typography>
      )}
      {canAnswer ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="warning" onClick={onNextRound}>
            {t('roundEnd.nextRound')}
          </Button>
          <QuitMatchButton onQuit={onQuit} />
        </Stack>
      ) : (
        <Typography variant="body2">{t('roundEnd.waitingOthers')}</Typography>
      )}
      <CardRow
        testId="kitty-and-discards"
        label={t('roundEnd.kittyAndDiscards')}
        cards={[...new Set([...G.kitty, ...G.discards])]}
      />
      <Typography variant="body2">{t('roundEnd.dealtHands')}</Typography>
      {G.seats.map((seat) => (
        <CardRow key={seat} testId={`dealt-${seat}`} label={nameOf(players, seat)} cards={G.dealtHands[seat] ?? []} width={30} />
      ))}
    </Stack>
  );
}
