import type { TokenService } from './auth/tokens';
import { ChatService } from './chat/service';
import type { ServiceDeps } from './deps';
import { LobbyService } from './lobby/service';
import { MatchSeatsService } from './matches/seats';
import { MatchesService } from './matches/service';
import { RoomEvents } from './rooms/events';
import { RoomsService } from './rooms/service';
import { RoomMembershipEntity } from './rooms/entity';
import { UsersService } from './users/service';

export interface Services {
  deps: ServiceDeps;
  tokens: TokenService;
  users: UsersService;
  rooms: RoomsService;
  matches: MatchesService;
  seats: MatchSeatsService;
  chat: ChatService;
  lobby: LobbyService;
}

export function createServices(deps: ServiceDeps, tokens: TokenService): Services {
  const lobby = new LobbyService(deps);
  const roomEvents = new RoomEvents(deps, lobby);
  const rooms = new RoomsService(deps, roomEvents);
  const matches = new MatchesService(deps, roomEvents);
  const users = new UsersService(deps, async (userId) => {
    // A new nickname shows in every room the user waits in.
    const memberships = await deps.db.read((manager) => manager.findBy(RoomMembershipEntity, { userId }));
    for (const { roomId } of memberships) await roomEvents.roomChanged(roomId);
  });
  const chat = new ChatService(deps, matches);
  return { deps, tokens, users, rooms, matches, seats: new MatchSeatsService(deps), chat, lobby };
}
