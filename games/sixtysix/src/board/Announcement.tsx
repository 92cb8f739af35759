import Typography from '@mui/material/Typography';
import { suitName } from '@tabula/cards/ui';
import type { SeatTextOptions } from './seatText';
import { useTranslation } from 'react-i18next';
import type { Announcement as Announced } from '../types';

/** The latest marriage, exchange or close, read out to both players. */
export function Announcement({ announcement, aboutSeat }: { announcement: Announced | null; aboutSeat: SeatTextOptions }) {
  const { t } = useTranslation('sixtysix');
  if (announcement === null) return null;
  const seat = aboutSeat(announcement.seat);
  const text =
    announcement.kind === 'marriage'
      ? t('announcements.marriage', { ...seat, suit: suitName(t, announcement.suit), points: announcement.points })
      : t(`announcements.${announcement.kind}`, seat);
  return (
    <Typography role="status" variant="body2" sx={{ fontWeight: 700, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
