import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tabula/game-kit';
import { errorMessage } from '../../lib/apollo/errorMessage';
import type { Room } from '../../lib/apollo/types';
import { PathLink } from '../i18n/PathLink';
import { homePath } from '../i18n/sitePaths';
import { LobbyList, type LobbyRoom } from './LobbyList';
import { lobbyRoom } from './lobbyRoom';
import { useLobby } from './useLobby';

export function LobbyScreen({ initialRooms, language }: { initialRooms: Room[] | null; language: Language }) {
  const { t, i18n } = useTranslation('online');
  const { rooms, error, refetch } = useLobby(initialRooms);

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
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {errorMessage(error, t('errors.missing'))}
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
