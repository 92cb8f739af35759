// After a room changes: roomMutated to its members (and to players who just left or were
// removed, so they learn it), lobbyMutated to everyone when the lobby shows the change, and
// rematchMutated to a finished match's players when the room is that match's next room.
import type { ServiceDeps } from '../deps';
import { topics } from '../events';
import type { LobbyService } from '../lobby/service';
import { RematchEvents } from '../matches/rematch';
import { loadRoomView, type RoomView } from './views';

export interface RoomEvent {
  room: RoomView;
  /** User ids allowed to receive this event. */
  audience: number[];
}

export class RoomEvents {
  private readonly rematches: RematchEvents;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly lobby: LobbyService,
  ) {
    this.rematches = new RematchEvents(deps);
  }

  async roomChanged(roomId: string, formerMembers: number[] = []): Promise<void> {
    const room = await this.deps.db.read((manager) => loadRoomView(manager, roomId));
    if (room) {
      const audience = [...room.userMemberships.map((membership) => membership.user.id), ...formerMembers];
      await this.deps.events.publish(topics.room(roomId), { room, audience } satisfies RoomEvent);
    }
    // A deleted room or any public one may change what the lobby lists.
    if (!room || room.isPublic) await this.lobby.publish();
    await this.rematches.roomChanged(roomId);
  }
}
