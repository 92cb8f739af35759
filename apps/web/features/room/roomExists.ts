// Server only: whether a room exists, asked without joining it.
import { ApiRefusal, watcher, type Watcher } from '../session/watcherApi';

// The API has no public room query, and joinRoom would take a seat. leaveRoom answers NOT_FOUND for
// a missing room and `false`, changing nothing, for a room the caller is not in; the watcher is in
// no room, so it is a read.
const LEAVE_ROOM = 'mutation RoomExists($roomId: String!) { leaveRoom(roomId: $roomId) }';

export type RoomExistence = 'exists' | 'missing' | 'unknown';

export async function roomExists(roomId: string, session: Pick<Watcher, 'request'> = watcher): Promise<RoomExistence> {
  try {
    await session.request(LEAVE_ROOM, { roomId });
    return 'exists';
  } catch (error) {
    if (error instanceof ApiRefusal && error.codes.includes('NOT_FOUND')) return 'missing';
    // A started room refuses leaving (BAD_USER_INPUT) only to its members; anything else: the API cannot say.
    if (error instanceof ApiRefusal) return 'exists';
    console.error(error);
    return 'unknown';
  }
}
