import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../layout/Spinner';

/** A spinner while the page gets ready to talk to the API (the session, the code that does it). */
export function Connecting() {
  const { t } = useTranslation('game-kit');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <Spinner label={t('message.connecting')} />
    </Box>
  );
}
