import { filterEvents, topics } from '../events';
import type { Resolvers } from '../graphql/generated-types';
import type { LobbyView } from './service';

export const lobbyResolvers: Resolvers = {
  Query: {
    lobby: (_, __, { services }) => services.lobby.lobby(),
  },
  Subscription: {
    lobbyMutated: {
      subscribe: (_, __, { services }) =>
        filterEvents(
          services.deps.events.subscribe<LobbyView>(topics.lobby),
          () => true,
          (lobby) => ({ lobbyMutated: lobby }),
        ),
    },
  },
};
