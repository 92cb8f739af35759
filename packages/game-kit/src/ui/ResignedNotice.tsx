import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { PlayerInfo } from '../contract';
import { GAME_KIT_NAMESPACE } from './namespace';
import { listNames, nameOf } from './playerNames';

export interface ResignedNoticeProps {
  /** Seats that conceded while the game goes on (`resignedSeats(G)`). */
  seats: PlayerID[];
  players: PlayerInfo[];
}

/** "Anna has resigned." while the others play on; nothing when nobody has. */
export function ResignedNotice({ seats, players }: ResignedNoticeProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  if (seats.length === 0) return null;
  const names = listNames(
    t,
    seats.map((seat) => nameOf(players, seat)),
  );
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      align="center"
      sx={{ mt: 1, overflowWrap: 'anywhere' }}
      data-testid="resigned-notice"
    >
      {t('resign.resigned', { playerNames: names, count: seats.length })}
    </Typography>
  );
}
