// Server only: whether a room exists and what its link invites to, asked without joining it.
import { ApiRefusal, watcher, type Watcher } from '../session/watcherApi';

// roomInvitation needs no seat: the watcher reads what any visitor with the link may read.
const ROOM_INVITATION =
  'query RoomInvitation($roomId: String!) { roomInvitation(roomId: $roomId) { gameCode capacity creatorNickname started } }';

export type RoomExistence = 'exists' | 'missing' | 'unknown';

/** What a room link's visitor is invited to: "Anna invites you to Skat (3 players)". */
export interface RoomInvitation {
  gameCode: string;
  capacity: number;
  /** Null once the creator has left the room. */
  creatorNickname: string | null;
  started: boolean;
}

export interface RoomRead {
  existence: RoomExistence;
  /** Known when the room exists and the API answered. */
  invitation: RoomInvitation | null;
}

export async function readRoom(roomId: string, session: Pick<Watcher, 'request'> = watcher): Promise<RoomRead> {
  try {
    const data = await session.request<{ roomInvitation: RoomInvitation | null }>(ROOM_INVITATION, { roomId });
    const invitation = data.roomInvitation ?? null;
    return { existence: invitation ? 'exists' : 'missing', invitation };
  } catch (error) {
    // The API refused the question (a bad id): it cannot say, the room page tries to join.
    if (!(error instanceof ApiRefusal)) console.error(error);
    return { existence: 'unknown', invitation: null };
  }
}

export async function roomExists(roomId: string, session: Pick<Watcher, 'request'> = watcher): Promise<RoomExistence> {
  return (await readRoom(roomId, session)).existence;
}
