// After a room changes: roomMutated to its members (and to players who just left or were
// removed, so they learn it), lobbyMutated to everyone when the lobby shows the change.
import type { ServiceDeps } from '../deps';
import { topics } from '../events';
import type { LobbyService } from '../lobby/service';
import { loadRoomView, type RoomView } from './views';

export interface RoomEvent {
  room: RoomView;
  /** User ids allowed to receive this event. */
  audience: number[];
}

export class RoomEvents {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly lobby: LobbyService,
  ) {}

  async roomChanged(roomId: string, formerMembers: number[] = []): Promise<void> {
    const room = await this.deps.db.read((manager) => loadRoomView(manager, roomId));
    if (room) {
      const audience = [...room.userMemberships.map((membership) => membership.user.id), ...formerMembers];
      await this.deps.events.publish(topics.room(roomId), { room, audience } satisfies RoomEvent);
    }
    // A deleted room or any public one may change what the lobby lists.
    if (!room || room.isPublic) await this.lobby.publish();
  }
}
