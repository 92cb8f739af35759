import { useState } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCatchUpOnConnect } from '../../lib/apollo/ApiProvider';
import { MATCH, REMATCH_MUTATED } from '../../lib/apollo/operations';
import type { RematchOffer } from '../../lib/apollo/types';

/**
 * The rematch offer another player made, live (rematchMutated): what the match read said at first,
 * then every change. None for the viewer's own offer, or once the viewer said no to it.
 */
export function useRematchOffer(matchId: string, initial: RematchOffer | null, viewerId: number | null) {
  const client = useApolloClient();
  const [live, setLive] = useState<{ offer: RematchOffer | null } | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);

  useSubscription(REMATCH_MUTATED, {
    variables: { matchId },
    onData: ({ data }) => {
      const update = data.data?.rematchMutated;
      if (update) setLive({ offer: update.offer });
    },
  });
  // An offer made while the subscription was not yet registered, or while offline, is read again.
  useCatchUpOnConnect(() => {
    void client
      .query({ query: MATCH, variables: { id: matchId }, fetchPolicy: 'network-only' })
      .then((result) => result.data && setLive({ offer: result.data.match.rematch ?? null }))
      .catch(() => undefined);
  });

  const offer = live ? live.offer : initial;
  const shown = offer && offer.roomId !== declined && !offer.players.some((player) => player.id === viewerId) ? offer : null;
  return { offer: shown, decline: () => setDeclined(offer?.roomId ?? null) };
}
