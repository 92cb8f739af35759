import type { GraphQLContext } from '../graphql/context';

type Ctx = GraphQLContext;

export const matchesResolvers = {
  Query: {
    match: async (_: unknown, { id }: { id: string }, ctx: Ctx) => ctx.services.matches.view(id, await ctx.requireUserId()),
  },
  Mutation: {
    startMatch: async (_: unknown, args: { roomId: string; shuffleUsers: boolean; setupData?: string | null }, ctx: Ctx) =>
      ctx.services.matches.start(await ctx.requireUserId(), args.roomId, args.shuffleUsers, args.setupData),
    nextRoom: async (_: unknown, { matchId }: { matchId: string }, ctx: Ctx) =>
      ctx.services.matches.nextRoom(await ctx.requireUserId(), matchId),
  },
};
