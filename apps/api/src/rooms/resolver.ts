import { forbidden } from '../errors';
import { filterEvents, topics } from '../events';
import type { Resolvers } from '../graphql/generated-types';
import type { RoomEvent } from './events';

export const roomsResolvers: Resolvers = {
  Query: {
    roomInvitation: (_, { roomId }, ctx) => ctx.services.rooms.invitation(roomId),
  },
  Mutation: {
    newRoom: async (_, { room }, ctx) => {
      const roomId = await ctx.services.rooms.create(await ctx.requireUserId(), { ...room, isPublic: room.isPublic ?? false });
      return { roomId };
    },
    updateRoom: async (_, { room }, ctx) => {
      await ctx.services.rooms.update(await ctx.requireUserId(), room);
      return true;
    },
    joinRoom: async (_, { roomId }, ctx) => {
      const userId = await ctx.requireUserId();
      return { ...(await ctx.services.rooms.join(userId, roomId)), userId };
    },
    leaveRoom: async (_, { roomId }, ctx) => ctx.services.rooms.leave(await ctx.requireUserId(), roomId),
    removeFromRoom: async (_, args, ctx) =>
      ctx.services.rooms.remove(await ctx.requireUserId(), args.userIdToBeRemoved, args.roomId),
    moveUserUp: async (_, args, ctx) => ctx.services.rooms.moveUp(await ctx.requireUserId(), args.userIdToBeMovedUp, args.roomId),
    shuffleUsers: async (_, { roomId }, ctx) => ctx.services.rooms.shuffle(await ctx.requireUserId(), roomId),
    addComputerPlayer: async (_, { roomId, level }, ctx) =>
      ctx.services.rooms.addComputer(await ctx.requireUserId(), roomId, level),
    removeComputerPlayer: async (_, { roomId, position }, ctx) =>
      ctx.services.rooms.removeComputer(await ctx.requireUserId(), roomId, position),
    updateTableRules: async (_, { roomId, rules }, ctx) =>
      ctx.services.rooms.updateTableRules(await ctx.requireUserId(), roomId, rules),
  },
  Subscription: {
    roomMutated: {
      subscribe: async (_, { roomId }, ctx) => {
        const userId = await ctx.requireUserId();
        const room = await ctx.services.rooms.view(roomId);
        if (!room.userMemberships.some((membership) => membership.user.id === userId)) {
          throw forbidden('Only the players in this room can follow its changes; join it first.');
        }
        return filterEvents(
          ctx.services.deps.events.subscribe<RoomEvent>(topics.room(roomId)),
          (event) => event.audience.includes(userId),
          (event) => ({ roomMutated: { ...event.room, userId } }),
        );
      },
    },
  },
};
