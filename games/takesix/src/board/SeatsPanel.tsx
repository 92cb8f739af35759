import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { CardNumber } from '../cards';
import { TakeSixCard, TakeSixCardBack } from './CardFace';

export interface SeatState {
  seat: PlayerID;
  /** Bullheads taken this deal, and over the match. */
  dealBullheads: number;
  totalBullheads: number;
  handCount: number;
  /** While picking: whether the seat has chosen (face down); after the reveal: its card. */
  picked: boolean | null;
  revealedCard: CardNumber | null;
  acting: boolean;
}

/** Every seat: name, cards left, its pick face down (or revealed), bullheads this deal and in all. */
export function SeatsPanel({ seats, players, showTotals }: { seats: SeatState[]; players: PlayerInfo[]; showTotals: boolean }) {
  const { t } = useTranslation('takesix');
  const nameOf = (seat: PlayerID) => players.find((p) => p.playerID === seat)?.name ?? seat;
  return (
    <Box
      data-testid="takesix-seats"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 0.5 }}
    >
      {seats.map((state) => (
        <Box
          key={state.seat}
          data-testid={`seat-${state.seat}`}
          sx={{
            py: 0.5,
            px: 0.25,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: '2px solid',
            borderColor: state.acting ? 'warning.main' : 'divider',
            textAlign: 'center',
            minWidth: 0,
          }}
        >
          {/* Two lines, broken between words ("Computer" / "10"), before an ellipsis; the tooltip has it whole. */}
          <Typography
            variant="caption"
            component="div"
            title={nameOf(state.seat)}
            sx={{
              fontWeight: 700,
              // "Computer" fits a seat of a ten-seat table on a 360 px phone.
              fontSize: { xs: '0.65rem', sm: '0.75rem' },
              lineHeight: 1.2,
              minHeight: '2.4em',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'normal',
            }}
          >
            {nameOf(state.seat)}
          </Typography>
          <Box sx={{ height: 34, display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
            {state.revealedCard !== null ? (
              <TakeSixCard card={state.revealedCard} width={24} />
            ) : state.picked === true ? (
              <TakeSixCardBack width={24} />
            ) : state.picked === false ? (
              <Typography variant="caption" color="text.secondary">
                {t('table.choosing')}
              </Typography>
            ) : null}
          </Box>
          <Typography variant="caption" component="div" title={t('table.bullheads')}>
            {showTotals ? `${state.dealBullheads} · ${state.totalBullheads}` : state.dealBullheads}
          </Typography>
          <Typography variant="caption" component="div" color="text.secondary">
            {t('table.cards', { count: state.handCount })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
