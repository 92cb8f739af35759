// The system under test: the API as its own process (as in production) with one game server
// process, on PGlite in a temporary DATA_DIR or on a temporary PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from '@tabula/server-kit';
import { LOAD_TEST_LIMITS_ENV } from '../src/testing/load-limits';
import { startApiProcess, startGameServer, type ChildServer } from '../src/testing/processes';
import { repoRoot } from '../src/env';

export type DatabaseLabel = 'PGlite' | 'PostgreSQL';

export interface BenchStack {
  label: DatabaseLabel;
  apiUrl: string;
  stop(): Promise<void>;
}

interface Postgres {
  url: string;
  stop(): void;
}

/** A throwaway PostgreSQL server (scripts/services.mjs), or null when it is not installed. */
export async function startPostgres(): Promise<Postgres | null> {
  const services = (await import(join(repoRoot, 'scripts', 'services.mjs'))) as { startPostgres(): Promise<Postgres | null> };
  return services.startPostgres();
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts a game server and the API; on PostgreSQL when `postgresUrl` (a server) is given. */
export async function startBenchStack(postgresUrl?: string): Promise<BenchStack> {
  const secret = randomBytes(24).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-api-bench-'));
  const apiDatabase = postgresUrl ? await createDatabase(postgresUrl, `api_bench_${randomBytes(4).toString('hex')}`) : undefined;
  const gameDatabase = postgresUrl ? await createDatabase(postgresUrl, `gs_bench_${randomBytes(4).toString('hex')}`) : undefined;
  const gamePort = await freePort();
  const started = await Promise.allSettled([
    startGameServer(secret, gameDatabase, gamePort),
    startApiProcess({
      DATA_DIR: dataDir,
      GAME_SERVER_SECRET: secret,
      GAME_SERVERS: `http://127.0.0.1:${gamePort}|http://localhost:${gamePort}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ...LOAD_TEST_LIMITS_ENV,
      ...(apiDatabase ? { DATABASE_URL: apiDatabase } : {}),
    }),
  ]);
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const cleanUp = async (servers: ChildServer[]) => {
    for (const server of servers) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await cleanUp(running);
    throw failed.reason;
  }
  const [, api] = running as [ChildServer, ChildServer];
  return {
    label: postgresUrl ? 'PostgreSQL' : 'PGlite',
    apiUrl: api.url,
    stop: () => cleanUp(running),
  };
}
