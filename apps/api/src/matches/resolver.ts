import { filterEvents } from '../events';
import type { Resolvers } from '../graphql/generated-types';
import { rematchTopic, type RematchEvent } from './rematch';

export const matchesResolvers: Resolvers = {
  Query: {
    match: async (_, { id }, ctx) => ctx.services.matches.view(id, await ctx.requireUserId()),
  },
  Mutation: {
    startMatch: async (_, args, ctx) =>
      ctx.services.matches.start(await ctx.requireUserId(), args.roomId, args.shuffleUsers, args.setupData),
    nextRoom: async (_, { matchId }, ctx) => ctx.services.matches.nextRoom(await ctx.requireUserId(), matchId),
    setStandIn: async (_, { matchId, on }, ctx) => ctx.services.seats.setStandIn(await ctx.requireUserId(), matchId, on),
    resignAwayPlayer: async (_, { matchId, bgioPlayerId }, ctx) =>
      ctx.services.seats.resignAway(await ctx.requireUserId(), matchId, bgioPlayerId),
  },
  Subscription: {
    rematchMutated: {
      subscribe: async (_, { matchId }, ctx) => {
        await ctx.services.matches.requirePlayer(await ctx.requireUserId(), matchId);
        return filterEvents(
          ctx.services.deps.events.subscribe<RematchEvent>(rematchTopic(matchId)),
          () => true,
          (event) => ({ rematchMutated: event }),
        );
      },
    },
  },
};
