// One API (in this process) and one real game server (a child process) on a fresh database of
// the given kind: what each API test file starts once and shares between its tests.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi, type ApiOverrides, type RunningApi } from '../app';
import { DEFAULT_GAME_SERVER_TIMEOUT_MS, DEFAULT_LIMITS, type ApiConfig, type GameServerAddress } from '../env';
import type { EventBus } from '../events';
import { ApiClient } from './client';
import { freshPostgresDatabase, type DatabaseKind } from './databases';
import { freePort } from '@tabula/server-kit';
import { startGameServer, type ChildServer } from './processes';

export interface TestStack {
  kind: DatabaseKind;
  api: RunningApi;
  config: ApiConfig;
  gameServer: ChildServer | null;
  databaseUrl?: string;
  /** A client with a CSRF token, not signed in. */
  client(): Promise<ApiClient>;
  /** Resolves once `count` subscribers listen on `topic` in this API process. */
  waitForSubscribers(topic: string, count?: number): Promise<void>;
  /** Resolves once exactly `count` subscribers listen on `topic` (e.g. 0 after a client left). */
  waitForSubscriberCount(topic: string, count: number): Promise<void>;
  /** Every row of every API table, to show a refused operation wrote nothing. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export interface StackOptions {
  withGameServer?: boolean;
  /** NODE_ENV=production behaviour (no introspection). */
  production?: boolean;
  redisUrl?: string;
  now?: () => Date;
  overrides?: ApiOverrides;
}

const TABLES = ['users', 'rooms', 'room_memberships', 'matches', 'match_memberships', 'chat_messages'];

/** Counts live subscriptions per topic, so tests know when a subscription is really set up. */
function countingBus(bus: EventBus, counts: Map<string, number>): EventBus {
  return {
    ...bus,
    subscribe<T>(topic: string) {
      const source = bus.subscribe<T>(topic);
      counts.set(topic, (counts.get(topic) ?? 0) + 1);
      let done = false;
      const finish = () => {
        if (!done) counts.set(topic, (counts.get(topic) ?? 1) - 1);
        done = true;
      };
      return {
        next: () => source.next(),
        return: async (value?: unknown) => {
          finish();
          return source.return ? source.return(value) : { done: true as const, value: undefined };
        },
        throw: async (error?: unknown) => {
          finish();
          return source.throw ? source.throw(error) : { done: true as const, value: undefined };
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      } as AsyncIterableIterator<T>;
    },
  };
}

export async function startStack(kind: DatabaseKind, options: StackOptions = {}): Promise<TestStack> {
  const secret = randomBytes(24).toString('hex');
  const fresh = kind === 'postgres' ? await freshPostgresDatabase() : null;
  const gameServerPort = await freePort();
  const servers: GameServerAddress[] = [
    options.withGameServer === false
      ? { internalUrl: 'http://127.0.0.1:9', publicUrl: 'http://localhost:9' }
      : { internalUrl: `http://127.0.0.1:${gameServerPort}`, publicUrl: `http://localhost:${gameServerPort}` },
  ];
  const config: ApiConfig = {
    port: 0,
    host: '127.0.0.1',
    production: options.production ?? false,
    dataDir: mkdtempSync(join(tmpdir(), 'tabula-api-')),
    databaseUrl: fresh?.url,
    redisUrl: options.redisUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    jwtExpiryDays: 30,
    gameServerSecret: secret,
    gameServers: servers,
    gameServerTimeoutMs: DEFAULT_GAME_SERVER_TIMEOUT_MS,
    webOrigins: ['http://localhost:3000'],
    cookieSecure: false,
    limits: DEFAULT_LIMITS,
  };
  const counts = new Map<string, number>();
  // The game server (a child process) and the API start side by side: each takes a few seconds.
  const [gameServerStart, apiStart] = await Promise.allSettled([
    options.withGameServer === false ? Promise.resolve(null) : startGameServer(secret, fresh?.url, gameServerPort),
    startApi(config, { now: options.now, ...options.overrides, wrapEvents: (bus) => countingBus(bus, counts) }),
  ]);
  if (gameServerStart.status === 'rejected' || apiStart.status === 'rejected') {
    if (gameServerStart.status === 'fulfilled') await gameServerStart.value?.stop();
    if (apiStart.status === 'fulfilled') await apiStart.value.close();
    await fresh?.drop();
    throw gameServerStart.status === 'rejected' ? gameServerStart.reason : (apiStart as PromiseRejectedResult).reason;
  }
  const gameServer = gameServerStart.value;
  const api = apiStart.value;
  return {
    kind,
    api,
    config,
    gameServer,
    databaseUrl: fresh?.url,
    client: () => new ApiClient(api.url).init(),
    async waitForSubscribers(topic, count = 1) {
      const deadline = Date.now() + 5000;
      while ((counts.get(topic) ?? 0) < count) {
        if (Date.now() > deadline) throw new Error(`fewer than ${count} subscribers on ${topic}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async waitForSubscriberCount(topic, count) {
      const deadline = Date.now() + 5000;
      while ((counts.get(topic) ?? 0) !== count) {
        if (Date.now() > deadline) throw new Error(`not ${count} subscribers on ${topic}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async snapshot() {
      return api.services.deps.db.read(async (manager) => {
        const parts: string[] = [];
        for (const table of TABLES) parts.push(JSON.stringify(await manager.query(`SELECT * FROM "${table}" ORDER BY 1`)));
        return parts.join('\n');
      });
    },
    async close() {
      await api.close();
      await gameServer?.stop();
      await fresh?.drop();
    },
  };
}
