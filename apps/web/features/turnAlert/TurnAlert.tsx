import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import { useCommon } from '../i18n/useCommon';
import { askForNotifications, mayOfferNotifications } from './turnNotification';
import { type TurnAlertInput, useTurnAlert } from './useTurnAlert';

/**
 * An online player's turn alerts, and once in the match screen the offer to be notified by the
 * browser (asked from the click only; gone after it, or when the browser has its answer already).
 */
export function TurnAlert(props: TurnAlertInput) {
  const { t } = useCommon();
  useTurnAlert(props);
  const player = props.playerID != null;
  const [offer, setOffer] = useState(false);
  // Read after mounting: the server knows nothing of the browser's permission.
  useEffect(() => setOffer(player && mayOfferNotifications()), [player]);
  if (!offer) return null;
  return (
    <Button
      size="small"
      startIcon={<NotificationsActive />}
      sx={{ mt: 1 }}
      onClick={() => {
        setOffer(false);
        void askForNotifications();
      }}
    >
      {t('turnAlert.notifyMe')}
    </Button>
  );
}
