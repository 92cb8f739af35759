// Plain objects in the shape of the GraphQL types: what resolvers return and events carry
// (they cross Redis as JSON, so no entities or Dates here).
import type { EntityManager } from 'typeorm';
import { RoomEntity } from './entity';

export interface UserView {
  id: number;
  nickname: string;
}

export interface RoomMembershipView {
  isCreator: boolean;
  position: number;
  user: UserView;
}

export interface RoomView {
  id: string;
  gameCode: string;
  capacity: number;
  isPublic: boolean;
  matchId: string | null;
  userMemberships: RoomMembershipView[];
}

export function toRoomView(room: RoomEntity): RoomView {
  return {
    id: room.id,
    gameCode: room.gameCode,
    capacity: room.capacity,
    isPublic: room.isPublic,
    matchId: room.matchId,
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
