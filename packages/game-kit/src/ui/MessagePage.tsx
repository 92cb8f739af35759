import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';
import type { HomeLinkOptions } from './HomeLink';
import { TabulaLogo } from './TabulaLogo';

/** After this long a loading page offers the way home (errors offer it at once). */
export const GO_HOME_DELAY_MS = 5000;

export type MessageType = 'loading' | 'info' | 'error';

export interface MessagePageProps extends HomeLinkOptions {
  type: MessageType;
  message: string;
  /** An extra action under the message, e.g. a retry button. */
  action?: ReactNode;
}

function MessageIcon({ type }: { type: MessageType }) {
  if (type === 'error') return <CancelOutlined data-testid="message-error-icon" sx={{ fontSize: 64, color: 'error.main' }} />;
  if (type === 'loading') return <CircularProgress data-testid="message-loading-icon" size={56} />;
  return <TabulaLogo size={64} />;
}

/** A full page with one message: loading states and errors of the game screens. */
export function MessagePage({ type, message, action, homeHref = '/', linkComponent }: MessagePageProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [showHome, setShowHome] = useState(type === 'error');

  useEffect(() => {
    if (type === 'error') {
      setShowHome(true);
      return undefined;
    }
    setShowHome(false);
    const timer = setTimeout(() => setShowHome(true), GO_HOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [type]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: '#15171c',
        color: '#f2f2f2',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        textAlign: 'center',
      }}
    >
      <MessageIcon type={type} />
      <Typography variant="h5" component="h1" role={type === 'error' ? 'alert' : 'status'}>
        {message}
      </Typography>
      {action}
      {showHome && (
        <Button variant="outlined" color="inherit" href={homeHref} LinkComponent={linkComponent} startIcon={<HomeOutlined />}>
          {t('message.goHome')}
        </Button>
      )}
    </Box>
  );
}
