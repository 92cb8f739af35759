import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { handOrder } from '@tabula/cards';
import { CardFace, QuitMatchButton } from '@tabula/cards/ui';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import { rulesOfRound } from '../play';
import type { DoppelkopfView } from '../view';

export interface RoundEndPanelProps {
  G: DoppelkopfView;
  players: PlayerInfo[];
  /** Whether the viewer may still answer "Next round" or "Quit". */
  canAnswer: boolean;
  onNextRound: () => void;
  onQuit: () => void;
}

const nameOf = (players: PlayerInfo[], seat: PlayerID) => players.find((p) => p.playerID === seat)?.name ?? seat;

/** The end of a round: who won and the value, every hand as dealt (Re in bold), and "Next round!" / "Quit game". */
export function RoundEndPanel({ G, players, canAnswer, onNextRound, onQuit }: RoundEndPanelProps) {
  const { t } = useTranslation('doppelkopf');
  const rules = rulesOfRound(G);
  const result = G.lastResult;
  return (
    <Stack spacing={1} data-testid="round-end-panel" sx={{ alignItems: 'center', width: '100%' }}>
      {result && (
        <>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {result.winner === null
              ? t('roundEnd.nobodyWon', { re: result.rePoints, kontra: result.kontraPoints })
              : t(`roundEnd.${result.winner}Won`, { points: result.winner === 're' ? result.rePoints : result.kontraPoints })}
          </Typography>
          <Typography variant="body2">{t('roundEnd.value', { value: result.value })}</Typography>
        </>
      )}
      <Typography variant="body2">{t('roundEnd.dealtHands')}</Typography>
      {G.seats.map((seat) => (
        <Box key={seat} data-testid={`dealt-${seat}`} sx={{ width: '100%', maxWidth: 520 }}>
          <Typography variant="body2" sx={{ fontWeight: result?.reSeats.includes(seat) ? 700 : 400 }}>
            {nameOf(players, seat)} · {t(`sides.${G.teams[seat] ?? 'kontra'}`)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '2px' }}>
            {handOrder(DECK, G.dealtHands[seat] ?? [], { rules }).map((card) => (
              <CardFace key={card} deck={DECK} card={card} width={26} />
            ))}
          </Box>
        </Box>
      ))}
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
    </Stack>
  );
}
