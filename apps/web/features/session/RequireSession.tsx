import { useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { NEW_USER } from '../../lib/apollo/operations';
import { Connecting } from './Connecting';
import { NicknameForm } from './NicknameForm';
import { sessionStore } from './sessionStore';
import { useSession } from './useSession';

export interface RequireSessionProps {
  /** Above the nickname prompt, e.g. who invites the visitor to what. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Renders its children once the visitor has a session; asks for a nickname first when needed. */
export function RequireSession({ intro, children }: RequireSessionProps) {
  const session = useSession();
  const { t } = useTranslation('online');
  const [newUser] = useMutation(NEW_USER);
  const [error, setError] = useState<string | null>(null);

  if (!session.ready) return <Connecting />;
  if (session.loggedIn) return <>{children}</>;

  const create = async (nickname: string) => {
    setError(null);
    // A token left without its nickname is not a session: do not send it with newUser.
    sessionStore.logout();
    try {
      const result = await newUser({ variables: { nickname } });
      const token = result.data?.newUser.jwtToken;
      if (!token) throw new Error(t('errors.missing'));
      sessionStore.login(nickname, token);
    } catch (failure) {
      setError(errorMessage(failure, t('errors.missing')));
    }
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 420, mx: 'auto', my: 4 }} data-testid="nickname-prompt">
      {intro}
      <Typography variant="h5" component="h1" gutterBottom>
        {t('session.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('session.text')}
      </Typography>
      <NicknameForm submitLabel={t('session.submit')} onSubmit={create} error={error} />
    </Paper>
  );
}
