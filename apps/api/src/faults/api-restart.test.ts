// The API process stopped in the middle of a room (SIGTERM, then SIGKILL) and started again on
// the same data folder and database: the tokens issued before still work (the JWT secret lives
// in DATA_DIR), rooms with their members, matches with their seats and the chat history are
// intact, and clients can subscribe again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, Subscription } from '../testing/client';
import { databaseKinds, freshPostgresDatabase, type FreshDatabase } from '../testing/databases';
import { freePort } from '@tabula/server-kit';
import { startGameServer, type ChildServer } from '../testing/processes';
import { startApiChild, type ApiChild } from './api-process';
import { CHAT_HISTORY as HISTORY, JOIN_ROOM as ROOM, MATCH, SEND_MESSAGE as SEND } from './queries';

jest.setTimeout(240_000);

const CHAT_EVENTS = 'subscription ($id: String!) { chatMutated(channelType: "match", channelId: $id) { userId message } }';
const ROOM_EVENTS = 'subscription ($id: String!) { roomMutated(roomId: $id) { userMemberships { user { id } } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('the API restarted mid-room on %s', (kind) => {
  let database: FreshDatabase | null = null;
  let gameServer: ChildServer;
  let api: ApiChild | null = null;
  let port: number;
  let env: Record<string, string>;

  let starting: Promise<void> | undefined;
  // Servers started one after the other, each allowed up to 100 s on a loaded 2-core machine.
  beforeAll(() => {
    starting = (async () => {
      const secret = randomBytes(24).toString('hex');
      database = kind === 'postgres' ? await freshPostgresDatabase() : null;
      port = await freePort();
      gameServer = await startGameServer(secret, database?.url);
      // No JWT_SECRET: the API keeps its signing key in DATA_DIR, which must survive the restart.
      env = {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-api-restart-')),
        GAME_SERVER_SECRET: secret,
        GAME_SERVERS: `${gameServer.url}|${gameServer.url}`,
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      api = await startApiChild(port, env);
    })();
    return starting;
  }, 240_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await api?.stop('SIGKILL');
    await gameServer?.stop();
    await database?.drop();
  }, 60_000);

  it.each(['SIGTERM', 'SIGKILL'] as const)('keeps tokens, rooms, matches and chat across a %s restart', async (signal) => {
    const url = api!.url;
    const [ann, bob, cid] = await Promise.all([new ApiClient(url).init(), new ApiClient(url).init(), new ApiClient(url).init()]);
    const ids = { ann: await ann.signUp('Ann'), bob: await bob.signUp('Bob'), cid: await cid.signUp('Cid') };

    // A waiting room (Ann and Cid) and a started match (Ann and Bob) with some chat.
    const waiting: string = (await ann.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }'))
      .newRoom.roomId;
    await cid.ok(ROOM, { id: waiting });
    const started: string = (await ann.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }'))
      .newRoom.roomId;
    await bob.ok(ROOM, { id: started });
    const matchId: string = (
      await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', { id: started })
    ).startMatch;
    for (const [client, text] of [
      [ann, 'hello'],
      [bob, 'hi Ann'],
      [ann, 'good luck'],
    ] as const)
      await client.ok(SEND, { id: matchId, m: text });

    const before = {
      waiting: (await ann.ok(ROOM, { id: waiting })).joinRoom,
      started: (await bob.ok(ROOM, { id: started })).joinRoom,
      annMatch: (await ann.ok(MATCH, { id: matchId })).match,
      bobMatch: (await bob.ok(MATCH, { id: matchId })).match,
      history: (await bob.ok(HISTORY, { id: matchId })).chatMessages,
    };
    expect(before.history.map((m: { message: string }) => m.message)).toEqual(['hello', 'hi Ann', 'good luck']);
    const oldSocket = ann.socket();
    const oldChat = new Subscription(oldSocket, CHAT_EVENTS, { id: matchId });
    await sleep(1000);

    const exit = await api!.stop(signal);
    expect(exit.signal === signal || exit.code === 0).toBe(true);
    // The open subscription learns that its connection is gone (the client reconnects from here).
    const ended = await oldChat.next(15_000);
    expect(ended.errors?.length ?? 0).toBeGreaterThan(0);
    await oldSocket.dispose();

    api = await startApiChild(port, env);

    // Tokens issued before the restart still identify their users.
    for (const [client, id, nickname] of [
      [ann, ids.ann, 'Ann'],
      [bob, ids.bob, 'Bob'],
      [cid, ids.cid, 'Cid'],
    ] as const) {
      expect((await client.ok('{ user { id nickname } }')).user).toEqual({ id, nickname });
    }
    expect((await ann.ok(ROOM, { id: waiting })).joinRoom).toEqual(before.waiting);
    expect((await bob.ok(ROOM, { id: started })).joinRoom).toEqual(before.started);
    expect((await ann.ok(MATCH, { id: matchId })).match).toEqual(before.annMatch);
    expect((await bob.ok(MATCH, { id: matchId })).match).toEqual(before.bobMatch);
    expect((await ann.ok(HISTORY, { id: matchId })).chatMessages).toEqual(before.history);

    // Subscriptions can be set up again and receive new events.
    const annSocket = ann.socket();
    const chat = new Subscription(annSocket, CHAT_EVENTS, { id: matchId });
    const room = new Subscription(annSocket, ROOM_EVENTS, { id: waiting });
    await sleep(1000);
    await bob.ok(SEND, { id: matchId, m: 'still here?' });
    expect((await chat.next(10_000)).data?.chatMutated).toEqual({ userId: ids.bob, message: 'still here?' });
    await cid.ok('mutation ($id: String!) { leaveRoom(roomId: $id) }', { id: waiting });
    expect((await room.next(10_000)).data?.roomMutated.userMemberships).toEqual([{ user: { id: ids.ann } }]);
    chat.close();
    room.close();
    await annSocket.dispose();
    expect((await bob.ok(HISTORY, { id: matchId })).chatMessages).toHaveLength(4);
  });
});
