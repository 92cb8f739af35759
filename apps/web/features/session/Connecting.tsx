import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../layout/Spinner';

const Centered = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: theme.spacing(6),
  paddingBottom: theme.spacing(6),
}));

/** A spinner while the page gets ready to talk to the API (the session, the code that does it). */
export function Connecting() {
  const { t } = useTranslation('game-kit');
  return (
    <Centered>
      <Spinner label={t('message.connecting')} />
    </Centered>
  );
}
