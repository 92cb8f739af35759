import { filterEvents, topics } from '../events';
import type { Resolvers } from '../graphql/generated-types';
import type { ChatEvent } from './service';

export const chatResolvers: Resolvers = {
  Query: {
    chatMessages: async (_, channel, ctx) => ctx.services.chat.history(await ctx.requireUserId(), channel),
  },
  Mutation: {
    sendMessage: async (_, { message }, ctx) => {
      const { channelType, channelId } = message;
      await ctx.services.chat.send(await ctx.requireUserId(), { channelType, channelId }, message.message);
      return true;
    },
  },
  Subscription: {
    chatMutated: {
      subscribe: async (_, channel, ctx) => {
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
