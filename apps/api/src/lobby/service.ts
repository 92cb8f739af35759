import type { ServiceDeps } from '../deps';
import { topics } from '../events';
import { RoomEntity } from '../rooms/entity';
import { toRoomView, type RoomView } from '../rooms/views';

export interface LobbyView {
  rooms: RoomView[];
}

/** The lobby shows at most this many open rooms, newest first. */
export const LOBBY_SIZE = 100;

export class LobbyService {
  constructor(private readonly deps: ServiceDeps) {}

  /** Public rooms whose match has not started, with a seat that neither a person nor a computer player has taken. */
  async lobby(): Promise<LobbyView> {
    const rooms = await this.deps.db.read(async (manager) =>
      manager
        .createQueryBuilder(RoomEntity, 'room')
        .leftJoinAndSelect('room.memberships', 'membership')
        .leftJoinAndSelect('membership.user', 'user')
        .where('room.isPublic = :isPublic', { isPublic: true })
        .andWhere('room.matchId IS NULL')
        // Computer players take seats too (computer_levels is a JSON array).
        .andWhere(
          '(SELECT COUNT(*) FROM "room_memberships" "m" WHERE "m"."room_id" = "room"."id") + json_array_length("room"."computer_levels"::json) < "room"."capacity"',
        )
        .orderBy('room.createdAt', 'DESC')
        .addOrderBy('membership.position', 'ASC')
        .take(LOBBY_SIZE)
        .getMany(),
    );
    return { rooms: rooms.map(toRoomView) };
  }

  async publish(): Promise<void> {
    await this.deps.events.publish(topics.lobby, await this.lobby());
  }
}
