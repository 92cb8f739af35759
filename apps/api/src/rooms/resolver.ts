import { forbidden } from '../errors';
import { filterEvents, topics } from '../events';
import type { GraphQLContext } from '../graphql/context';
import type { RoomEvent } from './events';

type Ctx = GraphQLContext;

export const roomsResolvers = {
  Mutation: {
    newRoom: async (_: unknown, { room }: { room: { gameCode: string; capacity: number; isPublic?: boolean | null } }, ctx: Ctx) => {
      const roomId = await ctx.services.rooms.create(await ctx.requireUserId(), { ...room, isPublic: room.isPublic ?? false });
      return { roomId };
    },
    updateRoom: async (_: unknown, { room }: { room: { roomId: string; gameCode: string; capacity: number } }, ctx: Ctx) => {
      await ctx.services.rooms.update(await ctx.requireUserId(), room);
      return true;
    },
    joinRoom: async (_: unknown, { roomId }: { roomId: string }, ctx: Ctx) => {
      const userId = await ctx.requireUserId();
      return { ...(await ctx.services.rooms.join(userId, roomId)), userId };
    },
    leaveRoom: async (_: unknown, { roomId }: { roomId: string }, ctx: Ctx) =>
      ctx.services.rooms.leave(await ctx.requireUserId(), roomId),
    removeFromRoom: async (_: unknown, args: { userIdToBeRemoved: number; roomId: string }, ctx: Ctx) =>
      ctx.services.rooms.remove(await ctx.requireUserId(), args.userIdToBeRemoved, args.roomId),
    moveUserUp: async (_: unknown, args: { userIdToBeMovedUp: number; roomId: string }, ctx: Ctx) =>
      ctx.services.rooms.moveUp(await ctx.requireUserId(), args.userIdToBeMovedUp, args.roomId),
    shuffleUsers: async (_: unknown, { roomId }: { roomId: string }, ctx: Ctx) =>
      ctx.services.rooms.shuffle(await ctx.requireUserId(), roomId),
  },
  Subscription: {
    roomMutated: {
      subscribe: async (_: unknown, { roomId }: { roomId: string }, ctx: Ctx) => {
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
