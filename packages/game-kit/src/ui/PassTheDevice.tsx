import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';
import { nameContext } from './playerNames';

export interface PassTheDeviceProps {
  /** The seat the device goes to, by name. */
  playerName: string;
  /** That player holds the device now: show their view. */
  onReady: () => void;
}

/**
 * The curtain between two seats of a game with secrets on one device: "Pass the device to Anna"
 * and "I am Anna". The parent renders it instead of the board, never over it, so nothing of the
 * previous seat is on the page. Focus goes to the button, which also reads out the heading.
 */
export function PassTheDevice({ playerName, onReady }: PassTheDeviceProps) {
  const { t, i18n } = useTranslation(GAME_KIT_NAMESPACE);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  const context = nameContext(playerName, i18n.language);
  return (
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      elevation={6}
      data-testid="pass-the-device"
      sx={{
        // Fills the phone's screen below the header, so the page shows nothing else.
        minHeight: 'calc(100vh - 96px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <VisibilityOff sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {t('passDevice.title', { playerName, context })}
      </Typography>
      <Typography id={`${id}-text`} color="text.secondary">
        {t('passDevice.text')}
      </Typography>
      <Button
        ref={button}
        variant="contained"
        size="large"
        onClick={onReady}
        aria-describedby={`${id}-title ${id}-text`}
        sx={{ mt: 1, maxWidth: '100%', overflowWrap: 'anywhere' }}
        data-testid="pass-the-device-ready"
      >
        {t('passDevice.ready', { playerName, context })}
      </Button>
    </Paper>
  );
}

export interface PassDeviceOnProps {
  onPass: () => void;
}

/**
 * While other seats choose at the same time, the player holding the device hands it on when
 * done: the curtain then asks for the next of them.
 */
export function PassDeviceOn({ onPass }: PassDeviceOnProps) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" color="inherit" startIcon={<SwapHoriz />} onClick={onPass} data-testid="pass-device-on">
        {t('passDevice.passOn')}
      </Button>
    </Box>
  );
}
