// The three servers of the side-by-side benchmark, each started fresh in its own process:
// Tabula's game server on PGlite or on PostgreSQL, and stock boardgame.io.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../src/testing/childServer';
import { freePort } from '../../src/testing/ports';
import { openPostgres } from '../../src/storage/sql';
import { findPostmaster, processTree } from './procStats';

export type ServerKind = 'stock' | 'pglite' | 'postgres';

export const SERVER_LABELS: Record<ServerKind, string> = {
  stock: 'stock boardgame.io (in memory)',
  pglite: 'Tabula on PGlite',
  postgres: 'Tabula on PostgreSQL',
};

export interface BenchServer {
  url: string;
  /** Tabula's lobby secret; stock boardgame.io has none. */
  secret?: string;
  /** The game server process. */
  pid: number;
  /** The database server's processes (PostgreSQL only), for their CPU and memory. */
  databasePids(): number[];
  stop(): Promise<void>;
}

const SECRET = 'side-by-side-bench-secret-0123456789';
const root = join(__dirname, '..', '..', '..', '..');

function withCpuProfile(profileDir: string | undefined): Record<string, string> {
  if (!profileDir) return {};
  const options = [process.env.NODE_OPTIONS, '--cpu-prof', `--cpu-prof-dir=${profileDir}`].filter(Boolean);
  return { NODE_OPTIONS: options.join(' ') };
}

async function startStock(profileDir?: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'stockServer.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...withCpuProfile(profileDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error('stock boardgame.io server exited early');
    const ok = await fetch(`${url}/games`).then((r) => r.ok, () => false);
    if (ok) break;
    if (waited > 30_000) {
      child.kill('SIGKILL');
      throw new Error('stock boardgame.io server not ready after 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    databasePids: () => [],
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, dropped by the returned function. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tabula_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(adminUrl, 1);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = await openPostgres(adminUrl, 1);
      await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

async function startTabula(postgresAdminUrl: string | undefined, profileDir?: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-bench-gs-'));
  const database = postgresAdminUrl ? await freshDatabase(postgresAdminUrl) : undefined;
  const postmaster = postgresAdminUrl ? findPostmaster(Number(new URL(postgresAdminUrl).port || 5432)) : undefined;
  const server = await startChildServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url,
    GAME_SERVER_SECRET: SECRET,
    ...withCpuProfile(profileDir),
  });
  return {
    url: server.url,
    secret: SECRET,
    pid: server.process.pid!,
    databasePids: () => (postmaster ? processTree(postmaster) : []),
    async stop() {
      await server.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function startServer(kind: ServerKind, options: { postgresUrl?: string; profileDir?: string }): Promise<BenchServer> {
  if (kind === 'stock') return startStock(options.profileDir);
  if (kind === 'postgres') {
    if (!options.postgresUrl) throw new Error('no PostgreSQL for the benchmark');
    return startTabula(options.postgresUrl, options.profileDir);
  }
  return startTabula(undefined, options.profileDir);
}
