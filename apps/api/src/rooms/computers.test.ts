// Computer players in rooms: the creator seats them with a level of the game's AI and takes them
// out before the start; every member and the lobby see them; a room of one person and three
// computer players starts, the game server is told which seats they play, and a rematch keeps them.
import { RecordingGameServers } from '../matches/recording-game-servers';
import type { ApiClient } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(90_000);

const NEW_ROOM = `mutation ($g: String!, $c: Int!, $p: Boolean) {
  newRoom(room: { gameCode: $g, capacity: $c, isPublic: $p }) { roomId }
}`;
const ROOM_FIELDS = 'capacity freeSeats userMemberships { position user { nickname } } computerSeats { position level }';
const JOIN = `mutation ($id: String!) { joinRoom(roomId: $id) { ${ROOM_FIELDS} } }`;
const ADD = 'mutation ($id: String!, $level: String!) { addComputerPlayer(roomId: $id, level: $level) }';
const REMOVE = 'mutation ($id: String!, $seat: Int!) { removeComputerPlayer(roomId: $id, position: $seat) }';
const UPDATE = `mutation ($id: String!, $g: String!, $c: Int!) {
  updateRoom(room: { roomId: $id, gameCode: $g, capacity: $c })
}`;
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const NEXT_ROOM = 'mutation ($id: String!) { nextRoom(matchId: $id) }';
const MATCH = `query ($id: String!) {
  match(id: $id) { bgioPlayerId playerMemberships { bgioPlayerId user { nickname } } computerSeats { bgioPlayerId level } }
}`;
const LEAVE = 'mutation ($id: String!) { leaveRoom(roomId: $id) }';
const LOBBY = '{ lobby { rooms { id freeSeats computerSeats { level } } } }';

describe.each(databaseKinds())('computer players in rooms on %s', (kind) => {
  let stack: TestStack;
  const gameServers = new RecordingGameServers();
  let ann: ApiClient;
  let bob: ApiClient;
  let cid: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false, overrides: { gameServers } });
      [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
      await cid.signUp('Cid');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  async function room(gameCode: string, capacity: number, isPublic = false): Promise<string> {
    return (await ann.ok(NEW_ROOM, { g: gameCode, c: capacity, p: isPublic })).newRoom.roomId;
  }

  it('seats a computer player after the people, shown with its level to every member and in the lobby', async () => {
    const roomId = await room('schafkopf', 4, true);
    expect((await ann.ok(ADD, { id: roomId, level: 'hard' })).addComputerPlayer).toBe(true);
    const { joinRoom } = await bob.ok(JOIN, { id: roomId });
    expect(joinRoom).toEqual({
      capacity: 4,
      freeSeats: 1,
      userMemberships: [
        { position: 0, user: { nickname: 'Ann' } },
        { position: 1, user: { nickname: 'Bob' } },
      ],
      computerSeats: [{ position: 2, level: 'hard' }],
    });
    const listed = (await bob.ok(LOBBY)).lobby.rooms.find((listedRoom: { id: string }) => listedRoom.id === roomId);
    expect(listed).toEqual({ id: roomId, freeSeats: 1, computerSeats: [{ level: 'hard' }] });

    // The last free seat taken by a computer player: the room is full and leaves the lobby.
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    expect((await bob.ok(LOBBY)).lobby.rooms.map((listedRoom: { id: string }) => listedRoom.id)).not.toContain(roomId);
    const refused = await expectRefusal(
      stack,
      cid,
      'BAD_USER_INPUT',
      'mutation ($id: String!) { joinRoom(roomId: $id) { id } }',
      {
        id: roomId,
      },
    );
    expect(refused).toBe('This room is full.');
  });

  it('takes a computer player out again; the seat is free for a person', async () => {
    const roomId = await room('schafkopf', 3);
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    await ann.ok(ADD, { id: roomId, level: 'hard' });
    // Ann sits at 0, the easy computer at 1, the hard one at 2: seat 0 is no computer player.
    await expectRefusal(stack, ann, 'NOT_FOUND', REMOVE, { id: roomId, seat: 0 });
    expect((await ann.ok(REMOVE, { id: roomId, seat: 1 })).removeComputerPlayer).toBe(true);
    const { joinRoom } = await bob.ok(JOIN, { id: roomId });
    expect(joinRoom.computerSeats).toEqual([{ position: 2, level: 'hard' }]);
    expect(joinRoom.freeSeats).toBe(0);
  });

  it('takes out the computer player at the seat asked for, so a repeated removal cannot take another one', async () => {
    const roomId = await room('schafkopf', 4);
    for (const level of ['easy', 'medium', 'hard']) await ann.ok(ADD, { id: roomId, level });
    await ann.ok(REMOVE, { id: roomId, seat: 3 });
    // The same request again (a double click, a retry): the seat is empty now, and the others stay.
    expect(await expectRefusal(stack, ann, 'NOT_FOUND', REMOVE, { id: roomId, seat: 3 })).toBe(
      'There is no such computer player in this room.',
    );
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.computerSeats).toEqual([
      { position: 1, level: 'easy' },
      { position: 2, level: 'medium' },
    ]);
  });

  it('refuses, with a code and a reason and without a change, what only the creator may do or cannot be done', async () => {
    const roomId = await room('schafkopf', 4);
    await ann.ok(ADD, { id: roomId, level: 'medium' });
    await bob.ok(JOIN, { id: roomId });
    expect(await expectRefusal(stack, bob, 'FORBIDDEN', ADD, { id: roomId, level: 'easy' })).toBe(
      "Only the room's creator can add computer players.",
    );
    await expectRefusal(stack, bob, 'FORBIDDEN', REMOVE, { id: roomId, seat: 2 });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', ADD, { id: roomId, level: 'grandmaster' })).toBe(
      `"grandmaster" is not a level of Schafkopf's computer player; choose one of easy, medium, hard.`,
    );
    expect(await expectRefusal(stack, ann, 'NOT_FOUND', REMOVE, { id: roomId, seat: 3 })).toBe(
      'There is no such computer player in this room.',
    );
    await expectRefusal(stack, ann, 'NOT_FOUND', REMOVE, { id: roomId, seat: -1 });
    await expectRefusal(stack, ann, 'NOT_FOUND', ADD, { id: 'no-such-room', level: 'easy' });
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', ADD, { id: roomId, level: 'easy' })).toBe('This room is full.');

    const hangman = await room('hangman', 2);
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', ADD, { id: hangman, level: 'easy' })).toBe(
      'Hangman has no computer player.',
    );
  });

  it('refuses to lower the capacity below the people and computer players seated', async () => {
    const roomId = await room('schafkopf', 4);
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', UPDATE, { id: roomId, g: 'schafkopf', c: 3 })).toBe(
      '1 players and 3 computer players are already in this room; remove some before lowering the capacity.',
    );
  });

  it('starts a room of one person and three computer players of Schafkopf, keeps them for the rematch, and then refuses changes', async () => {
    const roomId = await room('schafkopf', 4);
    for (const level of ['easy', 'medium', 'hard']) await ann.ok(ADD, { id: roomId, level });
    const { startMatch: matchId } = await ann.ok(START, { id: roomId });
    expect(gameServers.computers.at(-1)).toEqual({ '1': 'easy', '2': 'medium', '3': 'hard' });
    expect((await ann.ok(MATCH, { id: matchId })).match).toEqual({
      bgioPlayerId: '0',
      playerMemberships: [{ bgioPlayerId: '0', user: { nickname: 'Ann' } }],
      computerSeats: [
        { bgioPlayerId: '1', level: 'easy' },
        { bgioPlayerId: '2', level: 'medium' },
        { bgioPlayerId: '3', level: 'hard' },
      ],
    });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', ADD, { id: roomId, level: 'easy' })).toBe(
      "This room's match has already started.",
    );
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', REMOVE, { id: roomId, seat: 0 });

    const { nextRoom } = await ann.ok(NEXT_ROOM, { id: matchId });
    expect((await ann.ok(JOIN, { id: nextRoom })).joinRoom.computerSeats).toEqual([
      { position: 1, level: 'easy' },
      { position: 2, level: 'medium' },
      { position: 3, level: 'hard' },
    ]);
    await ann.ok(START, { id: nextRoom });
    expect(gameServers.computers.at(-1)).toEqual({ '1': 'easy', '2': 'medium', '3': 'hard' });
  });

  it('does not start while seats are free, and a person who joins sits before the computer players', async () => {
    const roomId = await room('schafkopf', 4);
    await ann.ok(ADD, { id: roomId, level: 'medium' });
    await ann.ok(ADD, { id: roomId, level: 'medium' });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', START, { id: roomId })).toBe(
      'The room is not full yet: 3 of 4 players are here.',
    );
    await bob.ok(JOIN, { id: roomId });
    await ann.ok(START, { id: roomId });
    expect(gameServers.computers.at(-1)).toEqual({ '2': 'medium', '3': 'medium' });
  });

  it('deletes a room once its last person leaves, even with computer players in it', async () => {
    const roomId = await room('schafkopf', 4);
    await ann.ok(ADD, { id: roomId, level: 'easy' });
    await ann.ok(LEAVE, { id: roomId });
    const result = await bob.request('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: roomId });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
  });
});
