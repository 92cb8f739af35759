// Two API processes on one Redis and one PostgreSQL database: a chat message sent through one
// arrives on a subscription held on the other; matches spread over two game servers.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, Subscription } from './testing/client';
import { freshPostgresDatabase, type FreshDatabase } from './testing/databases';
import { freePort } from '@tabula/server-kit';
import { startApiProcess, startGameServer, type ChildServer } from './testing/processes';

jest.setTimeout(120_000);

const ready = Boolean(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL);
if (!ready) {
  console.warn(
    'Skipping the scale-out test: it needs TEST_REDIS_URL and TEST_DATABASE_URL (npm test starts Redis and PostgreSQL).',
  );
}

(ready ? describe : describe.skip)('two API instances sharing Redis', () => {
  let database: FreshDatabase;
  const servers: ChildServer[] = [];
  let apiA: ChildServer;
  let apiB: ChildServer;

  /** Waits for every start; keeps those that started for afterAll to stop, even when another one failed. */
  async function startedAll(starts: [Promise<ChildServer>, Promise<ChildServer>]): Promise<[ChildServer, ChildServer]> {
    const results = await Promise.allSettled(starts);
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = results as PromiseFulfilledResult<ChildServer>[];
    return [a!.value, b!.value];
  }

  let starting: Promise<void> | undefined;
  // Servers started one after the other, each allowed up to 100 s on a loaded 2-core machine.
  beforeAll(() => {
    starting = (async () => {
      database = await freshPostgresDatabase();
      const gameServerSecret = randomBytes(24).toString('hex');
      const [portA, portB] = [await freePort(), await freePort()];
      const [gameA, gameB] = await startedAll([
        startGameServer(gameServerSecret, database.url, portA),
        startGameServer(gameServerSecret, database.url, portB),
      ]);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        JWT_SECRET: randomBytes(32).toString('hex'),
        GAME_SERVER_SECRET: gameServerSecret,
        GAME_SERVERS: `${gameA.url}|http://localhost:${portA},${gameB.url}|http://localhost:${portB}`,
      };
      // Both start at once: the migration lock keeps them from creating the tables twice.
      [apiA, apiB] = await startedAll([
        startApiProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-api-a-')) }),
        startApiProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-api-b-')) }),
      ]);
    })();
    return starting;
  }, 240_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('delivers a chat message sent through one instance to a subscription on the other', async () => {
    const annOnA = await new ApiClient(apiA.url).init();
    const bobOnA = await new ApiClient(apiA.url).init();
    await annOnA.signUp('Ann');
    await bobOnA.signUp('Bob');
    const { newRoom } = await annOnA.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
    await bobOnA.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
    const { startMatch: matchId } = await annOnA.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', {
      id: newRoom.roomId,
    });

    // Ann's browser holds its subscription on instance B (same token: both share JWT_SECRET).
    const annOnB = await new ApiClient(apiB.url).init();
    annOnB.token = annOnA.token;
    const socket = annOnB.socket();
    const chat = new Subscription(
      socket,
      'subscription ($id: String!) { chatMutated(channelType: "match", channelId: $id) { userNickname message } }',
      {
        id: matchId,
      },
    );
    // B gives no signal when its Redis subscription is in place: send until one message arrives.
    let received: Awaited<ReturnType<typeof chat.next>> | undefined;
    for (let attempt = 1; !received && attempt <= 5; attempt += 1) {
      await bobOnA.ok(
        'mutation ($id: String!, $m: String!) { sendMessage(message: { channelType: "match", channelId: $id, message: $m }) }',
        {
          id: matchId,
          m: `hello from A (${attempt})`,
        },
      );
      received = await chat.next(1500).catch(() => undefined);
    }
    expect(received?.data?.chatMutated).toEqual({ userNickname: 'Bob', message: expect.stringMatching(/^hello from A \(\d\)$/) });
    chat.close();
    await socket.dispose();
  });

  it('spreads new matches over both game servers', async () => {
    const used = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const host = await new ApiClient(apiA.url).init();
      const guest = await new ApiClient(apiA.url).init();
      await host.signUp(`Host ${i}`);
      await guest.signUp(`Guest ${i}`);
      const { newRoom } = await host.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
      await guest.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
      const { startMatch } = await host.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', {
        id: newRoom.roomId,
      });
      const { match } = await guest.ok('query ($id: String!) { match(id: $id) { bgioServerUrl } }', { id: startMatch });
      used.add(match.bgioServerUrl);
    }
    expect(used.size).toBe(2);
  });
});
