import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A spinner while the page gets ready to talk to the API (the session, the code that does it). */
export function Connecting() {
  const { t } = useTranslation('game-kit');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('message.connecting')} />
    </Box>
  );
}
