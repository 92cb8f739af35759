import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** How long a lost connection must last before the banner shows (short blips stay silent). */
export const BANNER_DELAY_MS = 1000;

/** "Connection lost. Reconnecting…" while the game server is unreachable; goes away by itself. */
export function ConnectionBanner({ connected }: { connected: boolean }) {
  const { t } = useTranslation('online');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (connected) {
      setVisible(false);
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connected]);
  if (!visible) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="connection-lost"
      sx={{ position: 'fixed', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 1400, boxShadow: 6 }}
    >
      {t('match.connectionLost')}
    </Alert>
  );
}
