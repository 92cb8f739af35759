import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SeatContext } from '@tabula/game-kit/ui';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import { SEATS } from '../cards';
import type { WarView } from '../types';
import { PlayedCards } from './PlayedCards';

export type AboutSeat = (seat: PlayerID) => { player: string; context: SeatContext };

export interface BattleAreaProps {
  view: Pick<WarView, 'table' | 'war' | 'lastBattle'>;
  /** The seat drawn nearer the viewer (below); the other above, as the table seats them. */
  near: PlayerID;
  aboutSeat: AboutSeat;
}

const hasCards = (table: WarView['table']) => SEATS.some((seat) => (table[seat]?.length ?? 0) > 0);

/**
 * The middle of the table: the battle under way (a war's face-down cards as backs), or else the
 * battle just decided with its winner named, until the next card is turned; "War!" on a tie.
 */
export function BattleArea({ view, near, aboutSeat }: BattleAreaProps) {
  const { t } = useTranslation('war');
  const underWay = hasCards(view.table);
  const decided = underWay ? null : view.lastBattle;
  const plays = underWay ? view.table : (decided?.plays ?? null);
  const status =
    underWay && view.war
      ? t('board.war')
      : decided
        ? t('board.wonBattle', { ...aboutSeat(decided.winner), count: decided.takenCount })
        : '';
  const order = [...SEATS].sort((a, b) => Number(a === near) - Number(b === near));
  return (
    <Box
      aria-label={t('board.table')}
      role="region"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, width: '100%' }}
    >
      {plays !== null &&
        order.map((seat) => (
          <PlayedCards
            key={seat}
            label={t('board.played', aboutSeat(seat))}
            plays={plays[seat] ?? []}
            won={decided?.winner === seat}
          />
        ))}
      <Typography
        role="status"
        variant={underWay && view.war ? 'h5' : 'body1'}
        sx={{
          fontWeight: 700,
          textAlign: 'center',
          minHeight: '1.5em',
          color: underWay && view.war ? 'warning.light' : undefined,
        }}
      >
        {status}
      </Typography>
    </Box>
  );
}
