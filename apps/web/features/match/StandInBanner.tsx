import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { StandInReason } from '@tabula/game-kit';

export interface StandInBannerProps {
  /** Why the computer plays the viewer's seat. */
  reason: StandInReason;
  busy: boolean;
  onTakeBack: () => void;
}

/** While a computer player plays the viewer's own seat: why, and "Take my seat back". */
export function StandInBanner({ reason, busy, onTakeBack }: StandInBannerProps) {
  const { t } = useTranslation('online');
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="stand-in-banner"
      action={
        <Button color="inherit" variant="outlined" size="small" disabled={busy} onClick={onTakeBack}>
          {t('match.own.takeBack')}
        </Button>
      }
    >
      {t(`match.own.${reason}`)}
    </Alert>
  );
}
