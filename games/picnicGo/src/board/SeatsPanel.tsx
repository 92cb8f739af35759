import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { CardId } from '../cards';
import { CardBack, CardFace } from './CardFace';

export interface SeatState {
  seat: PlayerID;
  /** The viewer's own seat, and the seat the viewer passes its hand to. */
  you: boolean;
  next: boolean;
  score: number;
  handCount: number;
  chips: number;
  cupcakes: number;
  mayosWaiting: number;
  forks: number;
  playedCards: CardId[];
  /** While picking: whether the seat has chosen (shown face down); null otherwise. */
  picked: boolean | null;
}

/** Every seat's tableau: name, "(you)" / "(next)", score, chips, cupcakes, mayo waiting, forks and the cards it took this round. */
export function SeatsPanel({ seats, players, cardWidth }: { seats: SeatState[]; players: PlayerInfo[]; cardWidth: number }) {
  const { t } = useTranslation('picnicGo');
  const nameOf = (seat: PlayerID) => players.find((p) => p.playerID === seat)?.name ?? seat;
  return (
    <Box
      data-testid="picnicgo-seats"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 0.75 }}
    >
      {seats.map((state) => (
        <Box
          key={state.seat}
          data-testid={`seat-${state.seat}`}
          sx={{
            p: 0.75,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: '2px solid',
            borderColor: state.picked === false ? 'warning.main' : 'divider',
            minWidth: 0,
          }}
        >
          {/* "(next)" goes to a line of its own before the name is cut short. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 0.5, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={nameOf(state.seat)} sx={{ fontWeight: 700, maxWidth: '100%' }}>
              {nameOf(state.seat)}
            </Typography>
            {state.you && <Typography variant="caption">{t('table.you')}</Typography>}
            {state.next && <Typography variant="caption">{t('table.next')}</Typography>}
            <Box sx={{ flex: 1 }} />
            {state.picked !== null &&
              (state.picked ? (
                <CardBack width={14} />
              ) : (
                <Typography variant="caption" color="warning.main">
                  {t('table.choosing')}
                </Typography>
              ))}
          </Box>
          <Typography variant="caption" component="div">
            {t('table.score')} <b>{state.score}</b> · {t('table.cards', { count: state.handCount })}
          </Typography>
          <Typography variant="caption" component="div" color="text.secondary">
            {[
              t('table.chips', { count: state.chips }),
              t('table.cupcakes', { count: state.cupcakes }),
              ...(state.mayosWaiting > 0 ? [t('table.mayoWaiting', { count: state.mayosWaiting })] : []),
              ...(state.forks > 0 ? [t('table.forks', { count: state.forks })] : []),
            ].join(' · ')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, pt: 0.5, minHeight: Math.round(cardWidth * 1.4) }}>
            {state.playedCards.map((card) => (
              <CardFace key={card} card={card} width={cardWidth} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
