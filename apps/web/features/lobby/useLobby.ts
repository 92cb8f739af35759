import { useEffect, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useCatchUpOnConnect } from '../../lib/apollo/ApiProvider';
import { LOBBY, LOBBY_MUTATED } from '../../lib/apollo/operations';
import type { Room } from '../../lib/apollo/types';

/** Public rooms: the server-rendered list first, then the API's list, then every lobbyMutated. */
export function useLobby(initial: Room[] | null) {
  const [rooms, setRooms] = useState<Room[] | null>(initial);
  const query = useQuery(LOBBY);
  useEffect(() => {
    if (query.data) setRooms(query.data.lobby.rooms);
  }, [query.data]);
  useCatchUpOnConnect(() => void query.refetch());
  useSubscription(LOBBY_MUTATED, {
    onData: ({ data }) => {
      if (data.data) setRooms(data.data.lobbyMutated.rooms);
    },
  });
  return { rooms, error: rooms === null ? query.error : undefined, refetch: query.refetch };
}
