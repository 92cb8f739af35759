// PostgreSQL briefly unreachable: a TCP proxy between the API (a child process) and PostgreSQL
// is cut. During the outage every operation that needs the database is answered promptly with
// HTTP 503 and the code DATABASE_UNAVAILABLE (not a hang, not a crash, nothing half written);
// once the proxy is back, the same API process serves requests again without a restart.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECT_TIMEOUT_MS } from '../db/database';
import { ApiClient, Subscription } from '../testing/client';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/databases';
import { freePort } from '@tabula/server-kit';
import { startGameServer, type ChildServer } from '../testing/processes';
import { startApiChild, type ApiChild } from './api-process';
import { TcpProxy, type Outage } from './tcp-proxy';

jest.setTimeout(240_000);

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2, isPublic: true }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { userMemberships { user { id } } } }';
const SEND =
  'mutation ($id: String!, $m: String!) { sendMessage(message: { channelType: "match", channelId: $id, message: $m }) }';
const HISTORY = 'query ($id: String!) { chatMessages(channelType: "match", channelId: $id) { message } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'database-outage.test.ts is skipped: it needs PostgreSQL (TEST_DATABASE_URL); PGlite runs inside the API and cannot become unreachable.',
  );
}

describeOnPostgres('PostgreSQL briefly unreachable', () => {
  let database: FreshDatabase;
  let proxy: TcpProxy;
  let gameServer: ChildServer;
  let api: ApiChild;
  let ann: ApiClient;
  let bob: ApiClient;
  let matchId: string;

  let starting: Promise<void> | undefined;
  // Servers started one after the other, each allowed up to 100 s on a loaded 2-core machine.
  beforeAll(() => {
    starting = (async () => {
      database = await freshPostgresDatabase();
      const direct = new URL(database.url);
      proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port) });
      const proxied = new URL(database.url);
      proxied.port = String(proxy.port);
      const secret = randomBytes(24).toString('hex');
      gameServer = await startGameServer(secret, database.url); // the game server is not under test
      api = await startApiChild(await freePort(), {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-api-outage-')),
        GAME_SERVER_SECRET: secret,
        GAME_SERVERS: `${gameServer.url}|${gameServer.url}`,
        DATABASE_URL: proxied.toString(),
      });
      [ann, bob] = await Promise.all([new ApiClient(api.url).init(), new ApiClient(api.url).init()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
      const { newRoom } = await ann.ok(NEW_ROOM);
      await bob.ok(JOIN, { id: newRoom.roomId });
      matchId = (await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', { id: newRoom.roomId }))
        .startMatch;
      await ann.ok(SEND, { id: matchId, m: 'before the outage' });
    })();
    return starting;
  }, 240_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await api?.stop('SIGKILL');
    await gameServer?.stop();
    await proxy?.close();
    await database?.drop();
  }, 60_000);

  /** A request during the outage: a prompt 503 with DATABASE_UNAVAILABLE and a clear message. */
  async function expectUnavailable(client: ApiClient, query: string, variables: Record<string, unknown> = {}) {
    const started = Date.now();
    const result = await client.request(query, variables);
    const elapsed = Date.now() - started;
    expect({ status: result.status, codes: result.errors?.map((error) => error.extensions?.code) }).toEqual({
      status: 503,
      codes: ['DATABASE_UNAVAILABLE'],
    });
    expect(result.errors![0]!.message).toMatch(/database cannot be reached/i);
    expect(elapsed).toBeLessThan(CONNECT_TIMEOUT_MS + 4000);
  }

  it.each([
    ['refused', 'refuse'],
    ['accepted but never answered', 'stall'],
  ] as [string, Outage][])(
    'answers DATABASE_UNAVAILABLE while connections are %s, then recovers without a restart',
    async (_label, outage) => {
      const pid = api.pid;
      const lobbyBefore = (await bob.ok('{ lobby { rooms { id } } }')).lobby.rooms;
      await proxy.cut(outage);
      try {
        await expectUnavailable(ann, '{ user { id nickname } }');
        await expectUnavailable(bob, '{ lobby { rooms { id } } }');
        await expectUnavailable(ann, NEW_ROOM);
        await expectUnavailable(bob, SEND, { id: matchId, m: 'during the outage' });
        // Over WebSocket too: the subscription is refused with the same code.
        const socket = ann.socket();
        const refused = await new Subscription(
          socket,
          'subscription ($id: String!) { chatMutated(channelType: "match", channelId: $id) { message } }',
          { id: matchId },
        ).next(CONNECT_TIMEOUT_MS + 5000);
        expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['DATABASE_UNAVAILABLE']);
        await socket.dispose();
        expect(api.alive()).toBe(true);
      } finally {
        await proxy.restore();
      }

      // Back: the same process answers again, first try or within a few seconds.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const result = await ann.request('{ user { nickname } }');
        if (!result.errors) break;
        expect(result.errors[0]!.extensions?.code).toBe('DATABASE_UNAVAILABLE');
        if (Date.now() > deadline) throw new Error(`not recovered: ${JSON.stringify(result.errors)}`);
        await sleep(500);
      }
      expect(api.pid).toBe(pid);
      expect(api.alive()).toBe(true);
      // Nothing refused during the outage was written, everything before it is there.
      expect((await bob.ok('{ lobby { rooms { id } } }')).lobby.rooms).toEqual(lobbyBefore);
      const history = (await bob.ok(HISTORY, { id: matchId })).chatMessages.map((m: { message: string }) => m.message);
      expect(history.filter((m: string) => m === 'during the outage')).toEqual([]);
      expect(history[0]).toBe('before the outage');
      // And it writes again.
      await bob.ok(SEND, { id: matchId, m: `after the ${outage} outage` });
      const { newRoom } = await ann.ok(NEW_ROOM);
      expect((await bob.ok(JOIN, { id: newRoom.roomId })).joinRoom.userMemberships).toHaveLength(2);
    },
  );
});
