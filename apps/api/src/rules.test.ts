// Every refusal of the room and match rules: a GraphQL error with a code and a clear message,
// never a 500, and the database left exactly as it was.
import { type ApiClient, Subscription } from './testing/client';
import { databaseKinds } from './testing/databases';
import { expectRefusal } from './testing/refusals';
import { startStack, type TestStack } from './testing/stack';

jest.setTimeout(90_000);

const NEW_USER = 'mutation ($n: String!) { newUser(user: { nickname: $n }) { jwtToken } }';
const NEW_ROOM = 'mutation ($g: String!, $c: Int!) { newRoom(room: { gameCode: $g, capacity: $c }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id userMemberships { position user { id } } } }';
const START = 'mutation ($id: String!, $s: String) { startMatch(roomId: $id, shuffleUsers: false, setupData: $s) }';
const MATCH = 'query ($id: String!) { match(id: $id) { bgioSecret bgioPlayerId playerMemberships { user { id } } } }';

describe.each(databaseKinds())('room and match rules on %s', (kind) => {
  let stack: TestStack;
  let ann: ApiClient;
  let bob: ApiClient;
  let cid: ApiClient;
  let ids: { ann: number; bob: number; cid: number };

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
      [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
      ids = { ann: await ann.signUp('Ann'), bob: await bob.signUp('Bob'), cid: await cid.signUp('Cid') };
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  async function roomOfAnn(capacity = 2): Promise<string> {
    const { newRoom } = await ann.ok(NEW_ROOM, { g: 'tictactoe', c: capacity });
    return newRoom.roomId;
  }

  it('accepts nicknames of 1-24 letters, digits, spaces, _ or -, trimmed', async () => {
    const visitor = await stack.client();
    for (const nickname of ['  Zoë_x-1 ', '名前', 'José Luís', 'a', 'x'.repeat(24)]) {
      const { newUser } = await visitor.ok(NEW_USER, { n: nickname });
      visitor.token = newUser.jwtToken;
      expect((await visitor.ok('{ user { nickname } }')).user.nickname).toBe(nickname.trim());
    }
    visitor.token = null;
    for (const nickname of ['', '   ', 'x'.repeat(25), 'bad!', '<b>', 'a\nb', 'a\tb']) {
      await expectRefusal(stack, visitor, 'BAD_USER_INPUT', NEW_USER, { n: nickname });
    }
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', 'mutation { updateUser(user: { nickname: "no;way" }) }');
  });

  it("refuses unknown games and capacities outside the game's player range", async () => {
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', NEW_ROOM, { g: 'nosuchgame', c: 2 });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', NEW_ROOM, { g: 'tictactoe', c: 1 });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', NEW_ROOM, { g: 'tictactoe', c: 3 });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', NEW_ROOM, { g: 'tictactoe', c: -2147483648 });
    const roomId = await roomOfAnn();
    const update =
      'mutation ($id: String!, $g: String!, $c: Int!) { updateRoom(room: { roomId: $id, gameCode: $g, capacity: $c }) }';
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', update, { id: roomId, g: 'tictactoe', c: 9 });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', update, { id: roomId, g: 'nosuchgame', c: 2 });
    await expectRefusal(stack, ann, 'NOT_FOUND', update, { id: 'no-such-room', g: 'tictactoe', c: 2 });
    expect((await ann.ok(update, { id: roomId, g: 'tictactoe', c: 2 })).updateRoom).toBe(true);
  });

  it('refuses a full room, and joining twice just returns the room', async () => {
    const roomId = await roomOfAnn();
    await bob.ok(JOIN, { id: roomId });
    const before = await stack.snapshot();
    const again = await bob.ok(JOIN, { id: roomId });
    expect(again.joinRoom.userMemberships.map((m: { user: { id: number } }) => m.user.id)).toEqual([ids.ann, ids.bob]);
    expect(await stack.snapshot()).toBe(before);
    await expectRefusal(stack, cid, 'BAD_USER_INPUT', JOIN, { id: roomId });
    await expectRefusal(stack, cid, 'NOT_FOUND', JOIN, { id: 'f'.repeat(300) });
  });

  it('lets only the creator remove, move up, shuffle, update and start', async () => {
    const roomId = await roomOfAnn();
    await bob.ok(JOIN, { id: roomId });
    const vars = { id: roomId };
    for (const outsider of [bob, cid]) {
      await expectRefusal(
        stack,
        outsider,
        'FORBIDDEN',
        'mutation ($id: String!, $u: Int!) { removeFromRoom(userIdToBeRemoved: $u, roomId: $id) }',
        { ...vars, u: ids.ann },
      );
      await expectRefusal(
        stack,
        outsider,
        'FORBIDDEN',
        'mutation ($id: String!, $u: Int!) { moveUserUp(userIdToBeMovedUp: $u, roomId: $id) }',
        { ...vars, u: ids.bob },
      );
      await expectRefusal(stack, outsider, 'FORBIDDEN', 'mutation ($id: String!) { shuffleUsers(roomId: $id) }', vars);
      await expectRefusal(
        stack,
        outsider,
        'FORBIDDEN',
        'mutation ($id: String!) { updateRoom(room: { roomId: $id, gameCode: "tictactoe", capacity: 2 }) }',
        vars,
      );
      await expectRefusal(stack, outsider, 'FORBIDDEN', START, vars);
    }
    // The creator may: move Bob up, then remove him.
    expect(
      (
        await ann.ok('mutation ($id: String!, $u: Int!) { moveUserUp(userIdToBeMovedUp: $u, roomId: $id) }', {
          ...vars,
          u: ids.bob,
        })
      ).moveUserUp,
    ).toBe(true);
    const moved = await ann.ok(JOIN, vars);
    expect(moved.joinRoom.userMemberships.map((m: { user: { id: number } }) => m.user.id)).toEqual([ids.bob, ids.ann]);
    await expectRefusal(
      stack,
      ann,
      'NOT_FOUND',
      'mutation ($id: String!, $u: Int!) { removeFromRoom(userIdToBeRemoved: $u, roomId: $id) }',
      { ...vars, u: ids.cid },
    );
    expect(
      (
        await ann.ok('mutation ($id: String!, $u: Int!) { removeFromRoom(userIdToBeRemoved: $u, roomId: $id) }', {
          ...vars,
          u: ids.bob,
        })
      ).removeFromRoom,
    ).toBe(true);
    const after = await ann.ok(JOIN, vars);
    expect(after.joinRoom.userMemberships).toEqual([{ position: 0, user: { id: ids.ann } }]);
  });

  it('starts only a full room, with valid setupData', async () => {
    const roomId = await roomOfAnn();
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', START, { id: roomId });
    await bob.ok(JOIN, { id: roomId });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', START, { id: roomId, s: '{not json' });
    await expectRefusal(stack, ann, 'NOT_FOUND', START, { id: 'nope' });
  });

  it("hands match secrets only to each seat's own player and the next room only to players", async () => {
    const roomId = await roomOfAnn();
    await bob.ok(JOIN, { id: roomId });
    const { startMatch: matchId } = await ann.ok(START, { id: roomId, s: '' });
    expect((await ann.ok(START, { id: roomId })).startMatch).toBe(matchId);
    const seen = await cid.ok(MATCH, { id: matchId });
    expect(seen.match).toEqual({
      bgioSecret: null,
      bgioPlayerId: null,
      playerMemberships: [{ user: { id: ids.ann } }, { user: { id: ids.bob } }],
    });
    expect((await bob.ok(MATCH, { id: matchId })).match.bgioPlayerId).toBe('1');
    await expectRefusal(stack, cid, 'NOT_FOUND', MATCH, { id: 'no-such-match' });
    await expectRefusal(stack, cid, 'FORBIDDEN', 'mutation ($id: String!) { nextRoom(matchId: $id) }', { id: matchId });
    await expectRefusal(stack, cid, 'NOT_FOUND', 'mutation ($id: String!) { nextRoom(matchId: $id) }', { id: 'no-such-match' });
    // A started room's seats are fixed.
    await expectRefusal(stack, bob, 'BAD_USER_INPUT', 'mutation ($id: String!) { leaveRoom(roomId: $id) }', { id: roomId });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', 'mutation ($id: String!) { shuffleUsers(roomId: $id) }', { id: roomId });
  });

  it("streams roomMutated only to the room's members", async () => {
    const roomId = await roomOfAnn(2);
    const socket = cid.socket();
    const outsider = new Subscription(socket, 'subscription ($id: String!) { roomMutated(roomId: $id) { id } }', { id: roomId });
    const refused = await outsider.next();
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = new Subscription(socket, 'subscription { roomMutated(roomId: "nope") { id } }');
    expect((await missing.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await socket.dispose();
  });

  it('lets a member leave; the next player becomes creator and an empty room disappears', async () => {
    const roomId = await roomOfAnn();
    await bob.ok(JOIN, { id: roomId });
    expect((await ann.ok('mutation ($id: String!) { leaveRoom(roomId: $id) }', { id: roomId })).leaveRoom).toBe(true);
    const { joinRoom } = await bob.ok(
      'mutation ($id: String!) { joinRoom(roomId: $id) { userMemberships { isCreator position user { id } } } }',
      { id: roomId },
    );
    expect(joinRoom.userMemberships).toEqual([{ isCreator: true, position: 0, user: { id: ids.bob } }]);
    expect((await cid.ok('mutation ($id: String!) { leaveRoom(roomId: $id) }', { id: roomId })).leaveRoom).toBe(false);
    await bob.ok('mutation ($id: String!) { leaveRoom(roomId: $id) }', { id: roomId });
    await expectRefusal(stack, cid, 'NOT_FOUND', JOIN, { id: roomId });
  });
});
