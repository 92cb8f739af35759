import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tabula/game-kit';
import type { Room } from '../../lib/apollo/types';
import { PathLink } from '../i18n/PathLink';
import { homePath } from '../i18n/sitePaths';
import { LobbyList, type LobbyRoom } from './LobbyList';
import { lobbyRoom } from './lobbyRoom';

export interface LobbyScreenProps {
  /** Null while there is no list yet (a spinner). */
  rooms: Room[] | null;
  language: Language;
  /** Why the list could not be read, with a way to ask again. */
  error?: { message: string; retry: () => void } | null;
}

/** The public rooms; what the server renders, and what LiveLobby keeps up to date in the browser. */
export function LobbyScreen({ rooms, language, error }: LobbyScreenProps) {
  const { t, i18n } = useTranslation('online');

  const listed: LobbyRoom[] = (rooms ?? []).map((room) =>
    lobbyRoom(room, language, (entry) => i18n.t('name', { ns: entry.code, defaultValue: entry.name })),
  );

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('lobby.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('lobby.intro')}
      </Typography>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={error.retry}>
              {t('errors.retry')}
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : rooms === null ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress />
        </Box>
      ) : (
        <LobbyList rooms={listed} />
      )}
      <Button sx={{ mt: 3 }} component={PathLink} href={homePath(language)}>
        {t('lobby.browse')}
      </Button>
    </Box>
  );
}
