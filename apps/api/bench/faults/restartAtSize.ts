// The API restarted (SIGTERM, then SIGKILL) with many users, rooms, matches and chat messages in
// its database: afterwards every token, room, match seat and chat history must be as before.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiChild, type ApiChild } from '../../src/faults/api-process';
import {
  CHAT_HISTORY as HISTORY,
  JOIN_ROOM as ROOM,
  MATCH,
  SEND_MESSAGE as SEND,
  START_MATCH as START,
} from '../../src/faults/queries';
import { ApiClient } from '../../src/testing/client';
import { LOAD_TEST_LIMITS_ENV } from '../../src/testing/load-limits';
import { freePort } from '@tabula/server-kit';
import { startGameServer } from '../../src/testing/processes';

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }';

export interface RestartSize {
  users: number;
  /** Messages per started match, sent by its two players in turn (at most 4: chat allows 5 per 10 s). */
  messagesPerMatch: number;
}

export interface RestartResult {
  /** Per restart: from spawning the API to its health check answering. */
  restartMs: number[];
  checked: { tokens: number; rooms: number; matchViews: number; messages: number };
  /** Everything that differed after a restart, in words. */
  losses: string[];
}

interface World {
  clients: { client: ApiClient; id: number; nickname: string }[];
  rooms: string[];
  matches: { id: string; players: ApiClient[] }[];
}

async function buildWorld(url: string, size: RestartSize): Promise<World> {
  const clients = await Promise.all(
    Array.from({ length: size.users }, async (_, i) => {
      const client = await new ApiClient(url).init();
      const nickname = `Player ${i}`;
      return { client, id: await client.signUp(nickname), nickname };
    }),
  );
  const world: World = { clients, rooms: [], matches: [] };
  // Users in pairs: each pair shares a room; every other room is started as a match with chat.
  for (let i = 0; i + 1 < clients.length; i += 2) {
    const [creator, guest] = [clients[i]!.client, clients[i + 1]!.client];
    const roomId: string = (await creator.ok(NEW_ROOM)).newRoom.roomId;
    await guest.ok(ROOM, { id: roomId });
    world.rooms.push(roomId);
    if ((i / 2) % 2 === 1) continue;
    const matchId: string = (await creator.ok(START, { id: roomId })).startMatch;
    for (let m = 0; m < size.messagesPerMatch; m += 1)
      await (m % 2 ? guest : creator).ok(SEND, { id: matchId, m: `message ${m} of ${matchId}` });
    world.matches.push({ id: matchId, players: [creator, guest] });
  }
  return world;
}

/** Everything a player could read back, keyed so that two snapshots can be compared. */
async function snapshot(world: World): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const { client, id, nickname } of world.clients) {
    const user = await client.request('{ user { id nickname } }');
    seen.set(
      `token of ${nickname}`,
      JSON.stringify(user.data ?? user.errors) + (user.data?.user.id === id ? '' : ' (wrong user)'),
    );
  }
  for (const [i, roomId] of world.rooms.entries()) {
    seen.set(`room ${roomId}`, JSON.stringify((await world.clients[2 * i]!.client.request(ROOM, { id: roomId })).data));
  }
  for (const match of world.matches) {
    for (const [seat, player] of match.players.entries())
      seen.set(`match ${match.id} seen by seat ${seat}`, JSON.stringify((await player.request(MATCH, { id: match.id })).data));
    seen.set(`chat of ${match.id}`, JSON.stringify((await match.players[1]!.request(HISTORY, { id: match.id })).data));
  }
  return seen;
}

export async function restartAtSize(size: RestartSize, databaseUrl?: string): Promise<RestartResult> {
  const secret = randomBytes(24).toString('hex');
  const gameServer = await startGameServer(secret, databaseUrl);
  const port = await freePort();
  // No JWT_SECRET: the signing key lives in DATA_DIR and must survive the restart.
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tabula-bench-api-restart-')),
    GAME_SERVER_SECRET: secret,
    GAME_SERVERS: `${gameServer.url}|${gameServer.url}`,
    ...LOAD_TEST_LIMITS_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let api: ApiChild = await startApiChild(port, env);
  const result: RestartResult = { restartMs: [], checked: { tokens: 0, rooms: 0, matchViews: 0, messages: 0 }, losses: [] };
  try {
    const world = await buildWorld(api.url, size);
    const before = await snapshot(world);
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      await api.stop(signal);
      const spawned = performance.now();
      api = await startApiChild(port, env);
      result.restartMs.push(performance.now() - spawned);
      const after = await snapshot(world);
      for (const [key, value] of before) if (after.get(key) !== value) result.losses.push(`after ${signal}: ${key} changed`);
    }
    result.checked = {
      tokens: world.clients.length,
      rooms: world.rooms.length,
      matchViews: world.matches.length * 2,
      messages: world.matches.length * size.messagesPerMatch,
    };
  } finally {
    await api.stop('SIGKILL');
    await gameServer.stop();
  }
  return result;
}
