// Plain objects in the shape of the GraphQL types: what resolvers return and events carry
// (they cross Redis as JSON, so no entities or Dates here).
import type { EntityManager } from 'typeorm';
import type { Room } from '../graphql/generated-types';
import { seatsTaken } from './computers';
import { RoomEntity } from './entity';
import { toGraphQLTableRules } from './table-rules';

/** A stored room, the same for every viewer: the resolvers add `userId`, the user who asked. */
export type RoomView = Required<Omit<Room, 'id' | 'userId'>> & { id: string };

export function toRoomView(room: RoomEntity): RoomView {
  return {
    id: room.id,
    gameCode: room.gameCode,
    capacity: room.capacity,
    isPublic: room.isPublic,
    matchId: room.matchId,
    setupData: room.setupData,
    computerSeats: room.computerLevels.map((level, index) => ({ position: room.memberships.length + index, level })),
    tableRules: toGraphQLTableRules(room.tableRules),
    freeSeats: Math.max(0, room.capacity - seatsTaken(room.memberships.length, room.computerLevels)),
    userMemberships: [...room.memberships]
      .sort((a, b) => a.position - b.position)
      .map((membership) => ({
        isCreator: membership.isCreator,
        position: membership.position,
        user: { id: membership.user.id, nickname: membership.user.nickname },
      })),
  };
}

export async function loadRoomView(manager: EntityManager, roomId: string): Promise<RoomView | null> {
  const room = await manager.findOne(RoomEntity, { where: { id: roomId }, relations: { memberships: { user: true } } });
  return room ? toRoomView(room) : null;
}
