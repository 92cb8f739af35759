// The abuse limits at their defaults, over real HTTP and WebSocket: sign-ups per address, renames
// per user and per address (aliased fields each count), WebSocket connections per address and
// subscriptions per connection; and normal play never meets them. Other addresses are played by
// sending X-Forwarded-For from loopback, as a reverse proxy on the same machine would.
import WebSocket from 'ws';
import { DEFAULT_LIMITS } from '../env';
import { topics } from '../events';
import { type ApiClient, Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { UserEntity } from '../users/entity';
import { TOO_MANY_CONNECTIONS_CODE, TOO_MANY_CONNECTIONS_REASON } from './websocket-connections';

jest.setTimeout(120_000);

const NEW_USER = 'mutation ($n: String!) { newUser(user: { nickname: $n }) { jwtToken } }';
const RENAME = 'mutation ($n: String!) { updateUser(user: { nickname: $n }) }';
const LOBBY = 'subscription { lobbyMutated { rooms { id } } }';

interface RawSocket {
  socket: WebSocket;
  acknowledged: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A graphql-transport-ws connection from `address`, initialised. */
function rawSocket(url: string, address: string): RawSocket {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': address },
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const acknowledged = new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'connection_ack') resolve();
    });
    void closed.then((close) => reject(new Error(`closed with ${close.code} ${close.reason}`)));
  });
  acknowledged.catch(() => undefined);
  return { socket, acknowledged, closed };
}

describe.each(databaseKinds())('rate limits at their defaults on %s', (kind) => {
  let stack: TestStack;
  let clock = Date.parse('2026-05-01T12:00:00.000Z');

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { now: () => new Date(clock) });
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  async function from(address: string): Promise<ApiClient> {
    const client = await stack.client();
    client.extraHeaders = { 'x-forwarded-for': address };
    return client;
  }

  const userCount = () => stack.api.services.deps.db.read((manager) => manager.count(UserEntity));

  it(`refuses new player ${DEFAULT_LIMITS.newUsersPerAddress + 1} from one address within 10 minutes, over HTTP and WebSocket`, async () => {
    const visitor = await from('203.0.113.1');
    for (let i = 0; i < DEFAULT_LIMITS.newUsersPerAddress; i += 1) await visitor.ok(NEW_USER, { n: `Player ${i}` });
    const refused = await visitor.request(NEW_USER, { n: 'One too many' });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Too many new players from your address; wait 30 seconds and try again.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 },
      }),
    ]);
    await expectRefusal(stack, visitor, 'RATE_LIMITED', NEW_USER, { n: 'Still too many' });
    // A bad nickname is still told so (it would not have created anyone).
    await expectRefusal(stack, visitor, 'BAD_USER_INPUT', NEW_USER, { n: 'bad!' });
    const socket = visitor.socket();
    const overSocket = new Subscription(socket, NEW_USER, { n: 'By WebSocket' });
    expect((await overSocket.next()).errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    await socket.dispose();

    await (await from('203.0.113.2')).ok(NEW_USER, { n: 'Elsewhere' });
    clock += 30_000;
    await visitor.ok(NEW_USER, { n: 'After the wait' });
    await expectRefusal(stack, visitor, 'RATE_LIMITED', NEW_USER, { n: 'Too soon' });
  });

  it('counts each aliased newUser in one request', async () => {
    const visitor = await from('203.0.113.3');
    const fields = Array.from({ length: 25 }, (_, i) => `a${i}: newUser(user: { nickname: "Alias ${i}" }) { jwtToken }`);
    const before = await userCount();
    const result = await visitor.request(`mutation { ${fields.join(' ')} }`);
    // The refused field is non-null: graphql-js stops the mutation there and answers data: null.
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect((await userCount()) - before).toBe(DEFAULT_LIMITS.newUsersPerAddress);
  });

  it(`refuses rename ${DEFAULT_LIMITS.renamesPerUser + 1} by one user, and by one address`, async () => {
    const ann = await from('203.0.113.4');
    await ann.signUp('Ann');
    for (let i = 0; i < DEFAULT_LIMITS.renamesPerUser; i += 1) await ann.ok(RENAME, { n: `Ann ${i}` });
    expect(await expectRefusal(stack, ann, 'RATE_LIMITED', RENAME, { n: 'Ann again' })).toBe(
      'You changed your nickname too often; wait 30 seconds and try again.',
    );
    const aliased = await (async () => {
      const bob = await from('203.0.113.5');
      await bob.signUp('Bob');
      const fields = Array.from(
        { length: DEFAULT_LIMITS.renamesPerUser + 1 },
        (_, i) => `r${i}: updateUser(user: { nickname: "Bob ${i}" })`,
      );
      return bob.request(`mutation { ${fields.join(' ')} }`);
    })();
    expect(aliased.errors?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);

    const housemate = await from('203.0.113.4');
    await housemate.signUp('Housemate');
    expect(await expectRefusal(stack, housemate, 'RATE_LIMITED', RENAME, { n: 'New name' })).toBe(
      'Too many nickname changes from your address; wait 30 seconds and try again.',
    );
    clock += 30_000;
    expect((await ann.ok(RENAME, { n: 'Ann at last' })).updateUser).toBe(true);
  });

  it(`closes WebSocket connection ${DEFAULT_LIMITS.socketsPerAddress + 1} from one address with a code and a reason`, async () => {
    const sockets = Array.from({ length: DEFAULT_LIMITS.socketsPerAddress }, () => rawSocket(stack.api.url, '203.0.113.6'));
    await Promise.all(sockets.map((open) => open.acknowledged));
    const extra = rawSocket(stack.api.url, '203.0.113.6');
    expect(await extra.closed).toEqual({ code: TOO_MANY_CONNECTIONS_CODE, reason: TOO_MANY_CONNECTIONS_REASON });
    const neighbour = rawSocket(stack.api.url, '203.0.113.7');
    await neighbour.acknowledged;

    // Once one closes, the address may connect again.
    sockets[0]!.socket.close(1000);
    await sockets[0]!.closed;
    let again = rawSocket(stack.api.url, '203.0.113.6');
    for (
      let attempt = 0;
      attempt < 50 &&
      !(await again.acknowledged.then(
        () => true,
        () => false,
      ));
      attempt += 1
    ) {
      again = rawSocket(stack.api.url, '203.0.113.6');
    }
    await again.acknowledged;
    for (const open of [...sockets, neighbour, again]) open.socket.close(1000);
    await Promise.all([...sockets, neighbour, again].map((open) => open.closed));
  });

  it(`refuses subscription ${DEFAULT_LIMITS.subscriptionsPerSocket + 1} on one connection with RATE_LIMITED`, async () => {
    const client = await from('203.0.113.8');
    const socket = client.socket();
    const lobby = Array.from({ length: DEFAULT_LIMITS.subscriptionsPerSocket }, () => new Subscription(socket, LOBBY));
    await stack.waitForSubscriberCount(topics.lobby, DEFAULT_LIMITS.subscriptionsPerSocket);
    const extra = new Subscription(socket, LOBBY);
    const refused = await extra.next();
    expect(refused.errors).toEqual([
      {
        message: `Too many subscriptions on this connection (at most ${DEFAULT_LIMITS.subscriptionsPerSocket} at once); end one before starting another.`,
        extensions: { code: 'RATE_LIMITED' },
      },
    ]);
    // Queries and mutations on the same connection are not subscriptions.
    expect((await new Subscription(socket, '{ lobby { rooms { id } } }').next()).data).toEqual({
      lobby: { rooms: expect.any(Array) },
    });
    // A second connection has its own allowance.
    const other = client.socket();
    const elsewhere = new Subscription(other, LOBBY);
    await stack.waitForSubscriberCount(topics.lobby, DEFAULT_LIMITS.subscriptionsPerSocket + 1);

    lobby[0]!.close();
    elsewhere.close();
    await stack.waitForSubscriberCount(topics.lobby, DEFAULT_LIMITS.subscriptionsPerSocket - 1);
    lobby.push(new Subscription(socket, LOBBY));
    await stack.waitForSubscriberCount(topics.lobby, DEFAULT_LIMITS.subscriptionsPerSocket);
    await socket.dispose();
    await other.dispose();
    await stack.waitForSubscriberCount(topics.lobby, 0);
  });

  it('leaves normal play alone: two players at one address, a room, a match, chat, subscriptions', async () => {
    const [ann, bob] = [await from('198.51.100.10'), await from('198.51.100.10')];
    await ann.signUp('Ann');
    await bob.signUp('Bob');
    await ann.ok(RENAME, { n: 'Ann B' });
    const sockets = [ann.socket(), bob.socket()];
    const lobby = sockets.map((socket) => new Subscription(socket, LOBBY));
    const { newRoom } = await ann.ok(
      'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2, isPublic: true }) { roomId } }',
    );
    const roomEvents = (socket: (typeof sockets)[number]) =>
      new Subscription(socket, 'subscription ($id: String!) { roomMutated(roomId: $id) { id } }', { id: newRoom.roomId });
    const rooms = [roomEvents(sockets[0]!)];
    await stack.waitForSubscribers(topics.room(newRoom.roomId));
    await bob.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
    rooms.push(roomEvents(sockets[1]!));
    await stack.waitForSubscribers(topics.room(newRoom.roomId), 2);
    const { startMatch: matchId } = await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', {
      id: newRoom.roomId,
    });
    const chat = sockets.map(
      (socket) =>
        new Subscription(
          socket,
          'subscription ($id: String!) { chatMutated(channelType: "match", channelId: $id) { message } }',
          { id: matchId },
        ),
    );
    await stack.waitForSubscribers(topics.chat('match', matchId), 2);
    for (const [i, player] of [ann, bob, ann, bob].entries()) {
      await player.ok(
        'mutation ($id: String!, $m: String!) { sendMessage(message: { channelType: "match", channelId: $id, message: $m }) }',
        { id: matchId, m: `hi ${i}` },
      );
    }
    expect((await chat[1]!.next()).data?.chatMutated.message).toBe('hi 0');
    for (const subscription of [...lobby, ...rooms, ...chat]) expect(subscription.completed).toBe(false);
    await Promise.all(sockets.map((socket) => socket.dispose()));
  });
});
