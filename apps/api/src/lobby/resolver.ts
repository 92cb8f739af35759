import { filterEvents, topics } from '../events';
import type { GraphQLContext } from '../graphql/context';
import type { LobbyView } from './service';

export const lobbyResolvers = {
  Query: {
    lobby: (_: unknown, __: unknown, { services }: GraphQLContext) => services.lobby.lobby(),
  },
  Subscription: {
    lobbyMutated: {
      subscribe: (_: unknown, __: unknown, { services }: GraphQLContext) =>
        filterEvents(
          services.deps.events.subscribe<LobbyView>(topics.lobby),
          () => true,
          (lobby) => ({ lobbyMutated: lobby }),
        ),
    },
  },
};
