// Login tokens, CSRF and request limits over real HTTP and WebSocket.
import jwt from 'jsonwebtoken';
import { type ApiClient, Subscription } from '../testing/client';
import { expectRefusal } from '../testing/refusals';
import { databaseKinds } from '../testing/databases';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds())('authentication and request checks on %s', (kind) => {
  let stack: TestStack;
  let client: ApiClient;
  let userId: number;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false });
      client = await stack.client();
      userId = await client.signUp('Ann');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  const sign = (claims: object, secret = stack.config.jwtSecret!) => jwt.sign(claims, secret, { algorithm: 'HS256' });

  async function asUser(token: string | null) {
    const other = await stack.client();
    other.token = token;
    return other.request('{ user { id nickname } }');
  }

  it('answers a valid token and renews one that is more than a day old', async () => {
    const fresh = await client.request('{ user { id nickname } }');
    expect(fresh.data).toEqual({ user: { id: userId, nickname: 'Ann' } });
    expect(fresh.headers.get('x-renewed-token')).toBeNull();
    const old = await asUser(sign({ sub: String(userId), iat: now() - 2 * DAY, exp: now() + 28 * DAY }));
    expect(old.data).toEqual({ user: { id: userId, nickname: 'Ann' } });
    const renewed = old.headers.get('x-renewed-token');
    expect(renewed).toEqual(expect.any(String));
    expect((await asUser(renewed)).data).toEqual({ user: { id: userId, nickname: 'Ann' } });
    const claims = jwt.decode(renewed!) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(30 * DAY);
  });

  it.each([
    ['missing', null],
    ['forged (signed with another key)', 'forged'],
    ['expired', 'expired'],
    ['not a JWT', 'garbage'],
    ['for a user that does not exist', 'ghost'],
  ])('answers a %s token with 401 UNAUTHENTICATED', async (_label, which) => {
    const token =
      which === 'forged'
        ? sign({ sub: String(userId), iat: now(), exp: now() + DAY }, 'another-secret-another-secret-another')
        : which === 'expired'
          ? sign({ sub: String(userId), iat: now() - 31 * DAY, exp: now() - DAY })
          : which === 'ghost'
            ? sign({ sub: '999999', iat: now(), exp: now() + DAY })
            : which;
    const result = await asUser(token);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.data ?? null).toBeNull();
    const other = await stack.client();
    other.token = token;
    const mutation = await other.request('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
    expect(mutation.status).toBe(401);
  });

  it('serves the lobby and newUser without a token', async () => {
    const visitor = await stack.client();
    expect((await visitor.request('{ lobby { rooms { id } } }')).status).toBe(200);
  });

  it('refuses subscriptions without a valid token, except lobbyMutated', async () => {
    const forged = await stack.client();
    forged.token = sign({ sub: String(userId), iat: now(), exp: now() + DAY }, 'another-secret-another-secret-another');
    for (const visitor of [await stack.client(), forged]) {
      const socket = visitor.socket();
      const chat = new Subscription(socket, 'subscription { chatMutated(channelType: "match", channelId: "x") { message } }');
      expect((await chat.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const room = new Subscription(socket, 'subscription { roomMutated(roomId: "x") { id } }');
      expect((await room.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      await socket.dispose();
    }
  });

  it('refuses POST /graphql with a missing or mismatched CSRF token (403)', async () => {
    const body = JSON.stringify({ query: '{ lobby { rooms { id } } }' });
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${'a'.repeat(43)}` },
      { 'content-type': 'application/json', 'csrf-token': 'a'.repeat(43) },
      { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${'a'.repeat(43)}`, 'csrf-token': 'b'.repeat(43) },
    ];
    for (const headers of cases) {
      const response = await client.post(body, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
        'FORBIDDEN',
      );
    }
    const matching = await client.post(body, {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${'a'.repeat(43)}`,
      'csrf-token': 'a'.repeat(43),
    });
    expect(matching.status).toBe(200);
  });

  it('issues the CSRF token as JSON and as the XSRF-TOKEN cookie', async () => {
    const response = await fetch(`${stack.api.url}/csrf-token`);
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(response.headers.get('set-cookie')).toContain(`XSRF-TOKEN=${token}`);
  });

  it('answers malformed, oversized and ill-typed requests with GraphQL-shaped 4xx errors', async () => {
    const bad = await client.post('{"query": "{ lobby');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
    const huge = await client.post(JSON.stringify({ query: `{ lobby { rooms { id } } } # ${'x'.repeat(200_000)}` }));
    expect(huge.status).toBe(413);
    const wrongType = await client.request('mutation { newRoom(room: { gameCode: "tictactoe", capacity: "two" }) { roomId } }');
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('allows credentialed cross-origin calls from the web origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.api.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,csrf-token,authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('csrf-token');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers GAME_SERVER_UNAVAILABLE and writes nothing when no game server answers', async () => {
    const guest = await stack.client();
    await guest.signUp('Guest');
    const { newRoom } = await client.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
    await guest.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
    await expectRefusal(
      stack,
      client,
      'GAME_SERVER_UNAVAILABLE',
      'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: true) }',
      {
        id: newRoom.roomId,
      },
    );
  });
});
