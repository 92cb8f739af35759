import type { Resolvers } from '../graphql/generated-types';

export const matchesResolvers: Resolvers = {
  Query: {
    match: async (_, { id }, ctx) => ctx.services.matches.view(id, await ctx.requireUserId()),
  },
  Mutation: {
    startMatch: async (_, args, ctx) =>
      ctx.services.matches.start(await ctx.requireUserId(), args.roomId, args.shuffleUsers, args.setupData),
    nextRoom: async (_, { matchId }, ctx) => ctx.services.matches.nextRoom(await ctx.requireUserId(), matchId),
  },
};
