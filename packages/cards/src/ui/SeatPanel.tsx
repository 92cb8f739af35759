import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack } from './CardBack';
import { CARDS_NAMESPACE } from './namespace';
import { PHONE_CARD_WIDTH, useTableCardWidth } from './useTableCardWidth';

/** One seat at the table, as the game describes it. */
export interface TableSeat {
  id: PlayerID;
  name: string;
  /** Cards in hand, shown face down with their number; leave out for the viewer's own seat. */
  cardCount?: number;
  dealer?: boolean;
  declarer?: boolean;
  /** A partner known to the viewer (Schafkopf's called ace once revealed, Doppelkopf's Re team). */
  partner?: boolean;
  /** Disconnected or gone. */
  away?: boolean;
  /** The seat's bid or announcement ("18", "Pass", "Re"). */
  note?: ReactNode;
}

const FAN_MAX = 8;
// On a phone: 14 px card backs, each 4 px beside the previous one; a larger table scales them with its cards.
const BACK_WIDTH = 14;
const BACK_STEP = 4;
const PANEL_MAX_WIDTH = 150;

/** How much larger than on a phone the table draws its cards (1 on a phone). */
function useTableScale(): number {
  return useTableCardWidth() / PHONE_CARD_WIDTH;
}

function FaceDownCount({ count }: { count: number }) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const scale = useTableScale();
  const backWidth = Math.round(BACK_WIDTH * scale);
  const step = Math.round(BACK_STEP * scale);
  const shown = Math.min(count, FAN_MAX);
  return (
    <Box role="img" aria-label={t('table.cardsLeft', { count })} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box aria-hidden="true" sx={{ display: 'flex' }}>
        {Array.from({ length: shown }, (_, index) => (
          <CardBack key={index} width={backWidth} decorative style={{ marginLeft: index === 0 ? 0 : step - backWidth }} />
        ))}
      </Box>
      <Typography component="span" variant="body2" aria-hidden="true" sx={{ fontWeight: 700 }}>
        {count}
      </Typography>
    </Box>
  );
}

function Mark({ children, tone = 'default' }: { children: ReactNode; tone?: 'default' | 'turn' | 'away' }) {
  const colours = {
    default: ['grey.200', 'grey.900'],
    turn: ['warning.light', 'common.black'],
    away: ['grey.500', 'common.white'],
  }[tone];
  return (
    <Box
      component="span"
      sx={{
        px: 0.5,
        borderRadius: 1,
        fontSize: '0.7rem',
        lineHeight: 1.5,
        fontWeight: 700,
        bgcolor: colours[0],
        color: colours[1],
      }}
    >
      {children}
    </Box>
  );
}

export interface SeatPanelProps {
  seat: TableSeat;
  onTurn: boolean;
  /** One wrapping row (the viewer's own seat above the hand), to keep the table short on a phone. */
  inline?: boolean;
  /**
   * Widest the panel may grow, in px on a phone (a seat alone at the top may take more room than
   * three in a row); a table drawing larger cards lets it grow as much.
   */
  maxWidth?: number;
}

/** A seat's name, marks (dealer, declarer, partner, to play, away), face-down cards and bid. */
export function SeatPanel({ seat, onTurn, inline = false, maxWidth = PANEL_MAX_WIDTH }: SeatPanelProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const scale = useTableScale();
  return (
    <Box
      role="group"
      aria-label={seat.name}
      data-seat={seat.id}
      sx={{
        display: 'flex',
        flexDirection: inline ? 'row' : 'column',
        flexWrap: inline ? 'wrap' : 'nowrap',
        justifyContent: 'center',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.25,
        minWidth: 0,
        maxWidth: inline ? '100%' : Math.round(maxWidth * scale),
        px: 0.75,
        py: 0.5,
        borderRadius: 1.5,
        border: 2,
        borderColor: onTurn ? 'warning.main' : 'transparent',
        bgcolor: 'rgba(0,0,0,0.25)',
        color: 'common.white',
        opacity: seat.away ? 0.6 : 1,
      }}
    >
      {/* A name breaks between words only: a word wider than a narrow side seat ends in "…" (the whole name is its title). */}
      <Typography
        variant="body2"
        title={seat.name}
        sx={{ fontWeight: 700, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'center' }}
      >
        {seat.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}>
        {onTurn && <Mark tone="turn">{t('table.toPlay')}</Mark>}
        {seat.dealer && <Mark>{t('table.dealer')}</Mark>}
        {seat.declarer && <Mark>{t('table.declarer')}</Mark>}
        {seat.partner && <Mark>{t('table.partner')}</Mark>}
        {seat.away && <Mark tone="away">{t('table.away')}</Mark>}
      </Box>
      {seat.cardCount !== undefined && <FaceDownCount count={seat.cardCount} />}
      {seat.note != null && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', textAlign: 'center' }}>
          {seat.note}
        </Typography>
      )}
    </Box>
  );
}
