// The four loaded operations, each request valid on its own: newUser with a fresh nickname,
// newRoom by signed-in users, joinRoom of a fresh (user, room) pair with a free seat, and the
// public lobby holding its full 100 rooms.
import { type Api, body, inPool, JOIN_ROOM, LOBBY, NEW_ROOM, NEW_USER, newUsers } from './graphql';
import type { Operation } from './load';

/** Rooms are for Reversi, the catalogue's largest online game (2-4 players): 3 free seats each. */
export const ROOM_GAME = { gameCode: 'reversi', capacity: 4 };
const FREE_SEATS = ROOM_GAME.capacity - 1;
const CREATORS = 50;
/** Users per joiner group; group g takes seat g+1 of every room, so no user joins a room twice. */
const JOINERS_PER_GROUP = 100;
/** The lobby lists at most 100 rooms (LOBBY_SIZE). */
const LOBBY_ROOMS = 100;

export interface Workload {
  operations: Operation[];
  /** Called before each load step of an operation, with the step's rate and length. */
  prepare(operation: string, rate: number, seconds: number): Promise<void>;
}

export async function prepareWorkload(api: Api): Promise<Workload> {
  const creators = await newUsers(api, 'Host', CREATORS);
  const joiners = await Promise.all(Array.from({ length: FREE_SEATS }, (_, g) => newUsers(api, `Guest${g}`, JOINERS_PER_GROUP)));

  let users = 0;
  const newUser: Operation = {
    name: 'newUser',
    next: () => ({ body: body(NEW_USER, { nickname: `Load ${(users += 1)}` }) }),
    failed: (text) => !text.includes('"jwtToken"'),
  };

  // Rooms created by newRoom (and any made up front) are the ones joinRoom fills afterwards.
  const freshRooms: string[] = [];
  let rooms = 0;
  const newRoomBody = body(NEW_ROOM, { ...ROOM_GAME, isPublic: false });
  const newRoom: Operation = {
    name: 'newRoom',
    next: () => ({ body: newRoomBody, token: creators[(rooms += 1) % CREATORS] }),
    failed: (text) => !text.includes('"roomId"'),
    onSuccess: (text) => freshRooms.push((JSON.parse(text) as { data: { newRoom: { roomId: string } } }).data.newRoom.roomId),
  };

  // One step's joins: join j goes to room j % batch.length, seat j / batch.length, so
  // consecutive joins hit different rooms and every (user, room) pair is new.
  let batch: { id: string; index: number }[] = [];
  let joins = 0;
  let roomsUsed = 0;
  const joinRoom: Operation = {
    name: 'joinRoom',
    next: () => {
      const j = joins;
      joins += 1;
      const room = batch[j % batch.length]!;
      const group = Math.floor(j / batch.length) % FREE_SEATS;
      return { body: body(JOIN_ROOM, { roomId: room.id }), token: joiners[group]![room.index % JOINERS_PER_GROUP] };
    },
    failed: (text) => !text.includes('"joinRoom"') || text.includes('"errors"'),
  };

  const lobby: Operation = {
    name: 'lobby',
    next: () => ({ body: body(LOBBY) }),
    failed: (text) => !text.includes('"rooms"') || text.includes('"errors"'),
  };

  let lobbyReady = false;
  return {
    operations: [newUser, newRoom, joinRoom, lobby],
    async prepare(operation, rate, seconds) {
      if (operation === 'joinRoom') {
        // Every room of a batch has all its free seats taken by the end of the step; slack for
        // the requests autocannon sends beyond rate × seconds.
        const needed = Math.ceil((rate * (seconds + 1) * 1.2) / FREE_SEATS);
        const missing = needed - freshRooms.length;
        if (missing > 0) {
          const made = await inPool(missing, 8, (i) =>
            api.newRoom(creators[i % CREATORS]!, ROOM_GAME.gameCode, ROOM_GAME.capacity, false),
          );
          freshRooms.push(...made);
        }
        batch = freshRooms.splice(0, needed).map((id) => ({ id, index: (roomsUsed += 1) }));
        joins = 0;
      }
      if (operation === 'lobby' && !lobbyReady) {
        // A full lobby: public rooms with a creator and one guest each.
        await inPool(LOBBY_ROOMS, 8, async (i) => {
          const id = await api.newRoom(creators[i % CREATORS]!, ROOM_GAME.gameCode, ROOM_GAME.capacity, true);
          await api.joinRoom(joiners[0]![i % JOINERS_PER_GROUP]!, id);
        });
        lobbyReady = true;
      }
    },
  };
}
