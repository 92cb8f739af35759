// Rooms carry their rules: the settings chosen when a room is created or updated are checked like
// startMatch checks them, shown to every member, used when the match starts, and kept for a rematch.
import { topics } from '../events';
import { RecordingGameServers } from '../matches/recording-game-servers';
import { type ApiClient, Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(90_000);

const NEW_ROOM = `mutation ($g: String!, $c: Int!, $s: String) {
  newRoom(room: { gameCode: $g, capacity: $c, setupData: $s }) { roomId }
}`;
const UPDATE = `mutation ($id: String!, $g: String!, $c: Int!, $s: String) {
  updateRoom(room: { roomId: $id, gameCode: $g, capacity: $c, setupData: $s })
}`;
const UPDATE_CAPACITY = `mutation ($id: String!, $g: String!, $c: Int!) {
  updateRoom(room: { roomId: $id, gameCode: $g, capacity: $c })
}`;
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { setupData } }';
const START = 'mutation ($id: String!, $s: String) { startMatch(roomId: $id, shuffleUsers: false, setupData: $s) }';
const NEXT_ROOM = 'mutation ($id: String!) { nextRoom(matchId: $id) }';

const eightPieces = {
  piecesPerPlayer: 8,
  forcedCapture: false,
  flyingKings: true,
  stopJumpingOnKing: true,
  drawAfterMoves: null,
};

describe.each(databaseKinds())('room settings on %s', (kind) => {
  let stack: TestStack;
  const gameServers = new RecordingGameServers();
  let ann: ApiClient;
  let bob: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false, overrides: { gameServers } });
      [ann, bob] = await Promise.all([stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  async function checkersRoom(setupData: unknown): Promise<string> {
    const { newRoom } = await ann.ok(NEW_ROOM, { g: 'checkers', c: 2, s: JSON.stringify(setupData) });
    return newRoom.roomId;
  }

  it('stores the settings a room is created with and shows them to every member', async () => {
    const roomId = await checkersRoom(eightPieces);
    const { joinRoom } = await bob.ok(JOIN, { id: roomId });
    expect(JSON.parse(joinRoom.setupData)).toEqual(eightPieces);
    const { newRoom } = await ann.ok(NEW_ROOM, { g: 'checkers', c: 2, s: null });
    expect((await ann.ok(JOIN, { id: newRoom.roomId })).joinRoom.setupData).toBeNull();
  });

  it("refuses settings the game's rules or the size limits refuse, and writes nothing", async () => {
    const refused = (setupData: string) =>
      expectRefusal(stack, ann, 'BAD_USER_INPUT', NEW_ROOM, { g: 'checkers', c: 2, s: setupData });
    expect(await refused('{"piecesPerPlayer":9}')).toBe(
      'Checkers does not accept these settings: piecesPerPlayer must be 8 or 12',
    );
    expect(await refused('{"cheat":true}')).toBe('Checkers does not accept these settings: unknown setting cheat');
    expect(await refused('{not json')).toBe('setupData is not valid JSON.');
    expect(await refused('['.repeat(50) + ']'.repeat(50))).toBe('setupData is nested more than 10 levels deep.');

    const roomId = await checkersRoom(eightPieces);
    expect(
      await expectRefusal(stack, ann, 'BAD_USER_INPUT', UPDATE, {
        id: roomId,
        g: 'checkers',
        c: 2,
        s: '{"forcedCapture":"yes"}',
      }),
    ).toBe('Checkers does not accept these settings: forcedCapture must be true or false');
    await bob.ok(JOIN, { id: roomId });
    await expectRefusal(stack, bob, 'FORBIDDEN', UPDATE, { id: roomId, g: 'checkers', c: 2, s: '{}' });
  });

  it('tells every member when the creator changes the settings; left out, they stay', async () => {
    const roomId = await checkersRoom(eightPieces);
    await bob.ok(JOIN, { id: roomId });
    const socket = bob.socket();
    const events = new Subscription(socket, 'subscription ($id: String!) { roomMutated(roomId: $id) { setupData } }', {
      id: roomId,
    });
    await stack.waitForSubscribers(topics.room(roomId));

    await ann.ok(UPDATE, { id: roomId, g: 'checkers', c: 2, s: '{"piecesPerPlayer":12}' });
    expect(JSON.parse((await events.next()).data?.roomMutated.setupData)).toEqual({ piecesPerPlayer: 12 });
    await ann.ok(UPDATE_CAPACITY, { id: roomId, g: 'checkers', c: 2 });
    expect(JSON.parse((await events.next()).data?.roomMutated.setupData)).toEqual({ piecesPerPlayer: 12 });
    await ann.ok(UPDATE, { id: roomId, g: 'checkers', c: 2, s: null });
    expect((await events.next()).data?.roomMutated.setupData).toBeNull();
    events.close();
    await socket.dispose();
  });

  it("starts the match with the room's settings unless startMatch is given others, and keeps them for the rematch", async () => {
    const roomId = await checkersRoom(eightPieces);
    await bob.ok(JOIN, { id: roomId });
    const { startMatch: matchId } = await ann.ok(START, { id: roomId });
    expect(gameServers.setupData.at(-1)).toEqual(eightPieces);

    const { nextRoom } = await bob.ok(NEXT_ROOM, { id: matchId });
    expect(JSON.parse((await bob.ok(JOIN, { id: nextRoom })).joinRoom.setupData)).toEqual(eightPieces);

    await ann.ok(NEXT_ROOM, { id: matchId });
    const given = { piecesPerPlayer: 12 };
    await bob.ok(START, { id: nextRoom, s: JSON.stringify(given) });
    expect(gameServers.setupData.at(-1)).toEqual(given);
    // The room records the settings played with.
    expect(JSON.parse((await ann.ok(JOIN, { id: nextRoom })).joinRoom.setupData)).toEqual(given);
  });
});
