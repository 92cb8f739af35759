import { useTranslation } from 'react-i18next';
import type { Language } from '@tabula/game-kit';
import { errorMessage } from '../../lib/apollo/errorMessage';
import type { Room } from '../../lib/apollo/types';
import { LobbyScreen } from './LobbyScreen';
import { useLobby } from './useLobby';

/** The lobby kept live through the API: the list, then every change to it. */
export function LiveLobby({ initialRooms, language }: { initialRooms: Room[] | null; language: Language }) {
  const { t } = useTranslation('online');
  const { rooms, error, refetch } = useLobby(initialRooms);
  return (
    <LobbyScreen
      rooms={rooms}
      language={language}
      error={error ? { message: errorMessage(error, t('errors.missing')), retry: () => void refetch() } : null}
    />
  );
}
