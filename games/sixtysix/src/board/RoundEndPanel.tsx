import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CardId } from '@tabula/cards';
import { CardFace, QuitMatchButton } from '@tabula/cards/ui';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { DECK } from '../cards';
import { SEATS } from '../rules';
import type { SixtySixView } from '../types';
import type { SeatTextOptions } from './seatText';

function CardRow({ label, cards }: { label: string; cards: readonly CardId[] }) {
  if (cards.length === 0) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="caption">{label}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {cards.map((card) => (
          <CardFace key={card} deck={DECK} card={card} width={32} />
        ))}
      </Box>
    </Box>
  );
}

export interface RoundEndPanelProps {
  view: SixtySixView;
  aboutSeat: SeatTextOptions;
  /** The viewer's seat when it may still confirm or quit. */
  seat: PlayerID | null;
  matchOver: boolean;
  onNextRound: () => void;
  onQuit: () => void;
}

/** The end of a round: who scored what, the points, the whole deal revealed, and "Next round" / "Quit game" (which asks first). */
export function RoundEndPanel({ view, aboutSeat, seat, matchOver, onNextRound, onQuit }: RoundEndPanelProps) {
  const { t } = useTranslation('sixtysix');
  const outcome = view.outcome;
  if (outcome === null) return null;
  const winner = outcome.winner;
  const headline =
    winner === null
      ? t('roundEnd.nobody')
      : outcome.gamePoints === 1
        ? t('roundEnd.wonOne', aboutSeat(winner))
        : t('roundEnd.won', { ...aboutSeat(winner), count: outcome.gamePoints });
  // Two seats: once one has confirmed, the other is the one waited for.
  const unconfirmed = SEATS.filter((s) => !view.confirmed.includes(s));
  const waitingFor = unconfirmed.length === 1 ? unconfirmed[0] : undefined;
  return (
    <Box
      component="section"
      aria-label={t('roundEnd.title', { round: view.round })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, bgcolor: 'rgba(0,0,0,0.25)', borderRadius: 1, width: '100%' }}
    >
      <Typography variant="h6" component="h2">
        {t('roundEnd.title', { round: view.round })}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>
        {t(`outcomes.${outcome.reason}`)} · {headline}
      </Typography>
      {SEATS.map((s) => (
        <Typography key={s} variant="body2">
          {t('roundEnd.points', {
            player: aboutSeat(s).player,
            points: outcome.points[s] ?? 0,
            tricks: view.trickCounts[s] ?? 0,
          })}
        </Typography>
      ))}
      {view.reveal && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {SEATS.map((s) => (
            <CardRow key={`dealt-${s}`} label={t('roundEnd.dealtTo', aboutSeat(s))} cards={view.reveal!.dealtHands[s] ?? []} />
          ))}
          <CardRow label={t('roundEnd.dealtStock')} cards={view.reveal.dealtStock} />
          {SEATS.map((s) => (
            <CardRow key={`held-${s}`} label={t('roundEnd.heldAtEnd', aboutSeat(s))} cards={view.hands[s] ?? []} />
          ))}
          <CardRow label={t('roundEnd.leftInStock')} cards={view.reveal.stock} />
        </Box>
      )}
      {matchOver ? (
        <Typography>{t('roundEnd.matchOver')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {seat !== null && !view.confirmed.includes(seat) && (
            <>
              <Button variant="contained" onClick={onNextRound}>
                {t('roundEnd.nextRound')}
              </Button>
              <QuitMatchButton onQuit={onQuit} />
            </>
          )}
          {waitingFor !== undefined && <Typography variant="body2">{t('roundEnd.waiting', aboutSeat(waitingFor))}</Typography>}
        </Box>
      )}
    </Box>
  );
}
