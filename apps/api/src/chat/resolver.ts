import { filterEvents, topics } from '../events';
import type { GraphQLContext } from '../graphql/context';
import type { Channel, ChatEvent } from './service';

type Ctx = GraphQLContext;

export const chatResolvers = {
  Query: {
    chatMessages: async (_: unknown, channel: Channel, ctx: Ctx) => ctx.services.chat.history(await ctx.requireUserId(), channel),
  },
  Mutation: {
    sendMessage: async (_: unknown, { message }: { message: Channel & { message: string } }, ctx: Ctx) => {
      const { channelType, channelId } = message;
      await ctx.services.chat.send(await ctx.requireUserId(), { channelType, channelId }, message.message);
      return true;
    },
  },
  Subscription: {
    chatMutated: {
      subscribe: async (_: unknown, channel: Channel, ctx: Ctx) => {
        await ctx.services.chat.requireAccess(await ctx.requireUserId(), channel);
        return filterEvents(
          ctx.services.deps.events.subscribe<ChatEvent>(topics.chat(channel.channelType, channel.channelId)),
          () => true,
          (event) => ({ chatMutated: event.message }),
        );
      },
    },
  },
};
