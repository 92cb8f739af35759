// Table rules in rooms: the creator chooses a clock, what a timeout does and the away time before
// the start; every member sees them (live, too); only the offered choices are taken, a clock only
// for a game with a computer player; the match starts with them and its rematch keeps them.
import { topics } from '../events';
import { RecordingGameServers } from '../matches/recording-game-servers';
import { type ApiClient, Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(90_000);

const NEW_ROOM = `mutation ($g: String!, $c: Int!, $p: Boolean) {
  newRoom(room: { gameCode: $g, capacity: $c, isPublic: $p }) { roomId }
}`;
const RULES = 'tableRules { clock { kind seconds minutes incrementSeconds } onTimeout awaySeconds }';
const JOIN = `mutation ($id: String!) { joinRoom(roomId: $id) { ${RULES} } }`;
const SET_RULES = 'mutation ($id: String!, $r: TableRulesInput!) { updateTableRules(roomId: $id, rules: $r) }';
const UPDATE = `mutation ($id: String!, $g: String!, $c: Int!) { updateRoom(room: { roomId: $id, gameCode: $g, capacity: $c }) }`;
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const NEXT_ROOM = 'mutation ($id: String!) { nextRoom(matchId: $id) }';
const LOBBY = `{ lobby { rooms { id ${RULES} } } }`;

const NO_CLOCK = {
  clock: { kind: 'NONE', seconds: null, minutes: null, incrementSeconds: null },
  onTimeout: 'MOVE_ONCE',
  awaySeconds: null,
};
const FIVE_MINUTES = {
  clock: { kind: 'PER_MATCH', seconds: null, minutes: 5, incrementSeconds: 2 },
  onTimeout: 'TAKE_OVER',
  awaySeconds: 180,
};

describe.each(databaseKinds())('table rules of rooms on %s', (kind) => {
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

  async function room(gameCode: string, isPublic = false): Promise<string> {
    return (await ann.ok(NEW_ROOM, { g: gameCode, c: 2, p: isPublic })).newRoom.roomId;
  }

  it('starts without a clock and with nobody counted away, and shows the rules the creator sets to every member and in the lobby', async () => {
    const roomId = await room('chess');
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules).toEqual(NO_CLOCK);

    const perMove = { clock: { kind: 'PER_MOVE', seconds: 30 }, onTimeout: 'MOVE_ONCE', awaySeconds: 60 };
    expect((await ann.ok(SET_RULES, { id: roomId, r: perMove })).updateTableRules).toBe(true);
    expect((await bob.ok(JOIN, { id: roomId })).joinRoom.tableRules).toEqual({
      clock: { kind: 'PER_MOVE', seconds: 30, minutes: null, incrementSeconds: null },
      onTimeout: 'MOVE_ONCE',
      awaySeconds: 60,
    });

    const lobbyRoom = await room('chess', true);
    await ann.ok(SET_RULES, { id: lobbyRoom, r: FIVE_MINUTES });
    const listed = (await cid.ok(LOBBY)).lobby.rooms.find((listedRoom: { id: string }) => listedRoom.id === lobbyRoom);
    expect(listed.tableRules).toEqual(FIVE_MINUTES);
  });

  it('tells every member when the creator changes the table rules', async () => {
    const roomId = await room('chess');
    await bob.ok(JOIN, { id: roomId });
    const socket = bob.socket();
    const events = new Subscription(socket, `subscription ($id: String!) { roomMutated(roomId: $id) { ${RULES} } }`, {
      id: roomId,
    });
    await stack.waitForSubscribers(topics.room(roomId));
    await ann.ok(SET_RULES, { id: roomId, r: FIVE_MINUTES });
    expect((await events.next()).data?.roomMutated.tableRules).toEqual(FIVE_MINUTES);
    events.close();
    await socket.dispose();
  });

  it('gives a clock an away time of a minute unless the creator chooses one; without a clock, never', async () => {
    const roomId = await room('chess');
    await ann.ok(SET_RULES, {
      id: roomId,
      r: { clock: { kind: 'PER_MATCH', minutes: 3, incrementSeconds: 0 }, onTimeout: 'MOVE_ONCE' },
    });
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules.awaySeconds).toBe(60);
    await ann.ok(SET_RULES, { id: roomId, r: { clock: { kind: 'NONE' }, onTimeout: 'MOVE_ONCE' } });
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules.awaySeconds).toBeNull();
    // An away time without a clock is a choice of its own (a game without a computer player can then end an away seat).
    const hangman = await room('hangman');
    await ann.ok(SET_RULES, { id: hangman, r: { clock: { kind: 'NONE' }, onTimeout: 'MOVE_ONCE', awaySeconds: 300 } });
    expect((await ann.ok(JOIN, { id: hangman })).joinRoom.tableRules.awaySeconds).toBe(300);
  });

  it('refuses, with a code and a reason and without a change, values not offered and a clock for a game without a computer player', async () => {
    const roomId = await room('chess');
    const refusedRules = [
      { clock: { kind: 'PER_MOVE', seconds: 20 }, onTimeout: 'MOVE_ONCE', awaySeconds: 60 },
      { clock: { kind: 'PER_MOVE' }, onTimeout: 'MOVE_ONCE', awaySeconds: 60 },
      { clock: { kind: 'PER_MATCH', minutes: 4, incrementSeconds: 0 }, onTimeout: 'MOVE_ONCE', awaySeconds: 60 },
      { clock: { kind: 'PER_MATCH', minutes: 5, incrementSeconds: 3 }, onTimeout: 'MOVE_ONCE', awaySeconds: 60 },
      { clock: { kind: 'NONE' }, onTimeout: 'MOVE_ONCE', awaySeconds: 45 },
      { clock: { kind: 'NONE' }, onTimeout: 'MOVE_ONCE', awaySeconds: 0 },
    ];
    for (const rules of refusedRules) await expectRefusal(stack, ann, 'BAD_USER_INPUT', SET_RULES, { id: roomId, r: rules });
    expect(
      await expectRefusal(stack, ann, 'BAD_USER_INPUT', SET_RULES, {
        id: roomId,
        r: { clock: { kind: 'PER_MOVE', seconds: 20 }, onTimeout: 'MOVE_ONCE' },
      }),
    ).toBe('These table rules are not offered: clock.seconds must be one of 15, 30, 60, 180.');

    const hangman = await room('hangman');
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', SET_RULES, { id: hangman, r: FIVE_MINUTES })).toBe(
      'Hangman has no computer player, so its rooms cannot have a clock: a computer player moves for a seat whose time runs out.',
    );
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', SET_RULES, {
      id: hangman,
      r: { clock: { kind: 'PER_MOVE', seconds: 15 }, onTimeout: 'MOVE_ONCE' },
    });
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules).toEqual(NO_CLOCK);
  });

  it('lets only the creator change the rules, and only before the start', async () => {
    const roomId = await room('chess');
    await bob.ok(JOIN, { id: roomId });
    expect(await expectRefusal(stack, bob, 'FORBIDDEN', SET_RULES, { id: roomId, r: FIVE_MINUTES })).toBe(
      "Only the room's creator can change the table rules.",
    );
    await expectRefusal(stack, cid, 'FORBIDDEN', SET_RULES, { id: roomId, r: FIVE_MINUTES });
    await expectRefusal(stack, ann, 'NOT_FOUND', SET_RULES, { id: 'no-such-room', r: FIVE_MINUTES });
    const signedOut = await stack.client();
    await expectRefusal(stack, signedOut, 'UNAUTHENTICATED', SET_RULES, { id: roomId, r: FIVE_MINUTES });
    await ann.ok(START, { id: roomId });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', SET_RULES, { id: roomId, r: FIVE_MINUTES })).toBe(
      "This room's match has already started.",
    );
  });

  it('drops the clock when the room changes to a game without a computer player, and keeps the rest', async () => {
    const roomId = await room('chess');
    await ann.ok(SET_RULES, { id: roomId, r: FIVE_MINUTES });
    await ann.ok(UPDATE, { id: roomId, g: 'checkers', c: 2 });
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules).toEqual(FIVE_MINUTES);
    await ann.ok(UPDATE, { id: roomId, g: 'hangman', c: 2 });
    expect((await ann.ok(JOIN, { id: roomId })).joinRoom.tableRules).toEqual({ ...FIVE_MINUTES, clock: NO_CLOCK.clock });
  });

  it('starts the match with the rules and keeps them for the rematch', async () => {
    const roomId = await room('chess');
    await ann.ok(SET_RULES, { id: roomId, r: FIVE_MINUTES });
    await bob.ok(JOIN, { id: roomId });
    const { startMatch: matchId } = await ann.ok(START, { id: roomId });
    const fiveMinutes = { clock: { kind: 'perMatch', minutes: 5, incrementSeconds: 2 }, onTimeout: 'takeOver', awaySeconds: 180 };
    expect(gameServers.tableRules.at(-1)).toEqual(fiveMinutes);

    const { nextRoom } = await bob.ok(NEXT_ROOM, { id: matchId });
    expect((await bob.ok(JOIN, { id: nextRoom })).joinRoom.tableRules).toEqual(FIVE_MINUTES);
    await ann.ok(NEXT_ROOM, { id: matchId });
    await bob.ok(START, { id: nextRoom });
    expect(gameServers.tableRules.at(-1)).toEqual(fiveMinutes);

    const plain = await room('chess');
    await bob.ok(JOIN, { id: plain });
    await ann.ok(START, { id: plain });
    expect(gameServers.tableRules.at(-1)).toEqual({ clock: { kind: 'none' }, onTimeout: 'moveOnce', awaySeconds: null });
  });
});
