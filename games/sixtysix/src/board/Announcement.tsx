import Typography from '@mui/material/Typography';
import { suitName } from '@tabula/cards/ui';
import { useTranslation } from 'react-i18next';
import type { Announcement as Announced } from '../types';

/** The latest marriage, exchange or close, read out to both players. */
export function Announcement({ announcement, nameOf }: { announcement: Announced | null; nameOf: (seat: string) => string }) {
  const { t } = useTranslation('sixtysix');
  if (announcement === null) return null;
  const player = nameOf(announcement.seat);
  const text =
    announcement.kind === 'marriage'
      ? t('announcements.marriage', { player, suit: suitName(t, announcement.suit), points: announcement.points })
      : t(`announcements.${announcement.kind}`, { player });
  return (
    <Typography role="status" variant="body2" sx={{ fontWeight: 700, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
