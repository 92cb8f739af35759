import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/apollo/errorMessage';
import { NEXT_ROOM } from '../../lib/apollo/operations';

/** Play again online: a loading state, nextRoom, then the caller opens that room's page. */
export function usePlayAgain(matchId: string, goToRoom: (roomId: string) => void) {
  const { t } = useTranslation('online');
  const [nextRoom] = useMutation(NEXT_ROOM);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const playAgain = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await nextRoom({ variables: { matchId } });
      const roomId = result.data?.nextRoom;
      if (!roomId) throw new Error(t('errors.missing'));
      goToRoom(roomId);
    } catch (failure) {
      setError(errorMessage(failure, t('errors.missing')));
      setPending(false);
    }
  };
  return { playAgain, pending, error };
}
