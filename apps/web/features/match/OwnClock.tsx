import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SeatClock } from './SeatClock';
import type { SeatClockReading } from './seatClocks';

export interface OwnClockProps {
  reading: SeatClockReading;
  now?: () => number;
}

/** "Your time 0:25", large, while the viewer's own time runs. */
export function OwnClock({ reading, now }: OwnClockProps) {
  const { t } = useTranslation('online');
  return (
    <Box data-testid="own-clock" sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Box component="span" sx={{ typography: 'body2', fontWeight: 600 }}>
        {t('match.yourTime')}
      </Box>
      <SeatClock reading={reading} now={now} prominent />
    </Box>
  );
}
