// The three servers of the side-by-side benchmark, each started fresh in its own process:
// Tabula's game server on PGlite or on PostgreSQL, and stock boardgame.io.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tabula/server-kit';
import { openPostgres } from '../../src/storage/sql';
import { LOAD_CONNECTIONS } from '../../src/testing/childServer';
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
  /** Transactions committed in the match database so far (PostgreSQL only; each statement of the game server is one). */
  databaseTransactions?(): Promise<number>;
  stop(): Promise<void>;
}

const SECRET = 'side-by-side-bench-secret-0123456789';
const root = join(__dirname, '..', '..', '..', '..');

const cpuProfileArgs = (profileDir: string | undefined) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);

/**
 * Runs a server script as `node [--cpu-prof] --import tsx <script>` (no wrapper process, so the pid
 * is the server's) and waits until `readyPath` answers 200.
 */
async function spawnServer(script: string, env: Record<string, string | undefined>, readyPath: string, profileDir?: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [...cpuProfileArgs(profileDir), '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`${script} exited early:\n${errors}`);
    const ok = await fetch(`${url}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (waited > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`${script} not ready after 30 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    /** SIGTERM, and wait for the exit (the CPU profile is written on exit). */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function startStock(profileDir?: string): Promise<BenchServer> {
  const server = await spawnServer(join(__dirname, 'stockServer.ts'), {}, '/games', profileDir);
  return { ...server, databasePids: () => [] };
}

/** A new, empty database on the PostgreSQL server at `adminUrl`, dropped by the returned function. */
async function freshDatabase(adminUrl: string) {
  const name = `tabula_bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPostgres(adminUrl, 1);
  await admin.exec(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const stats = await openPostgres(url.toString(), 1);
  return {
    url: url.toString(),
    async transactions() {
      const rows = await stats.query<{ xact_commit: string }>(
        'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()',
      );
      return Number(rows[0]?.xact_commit ?? NaN);
    },
    async drop() {
      await stats.close();
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
  const main =
    postgresAdminUrl && process.env.BENCH_PG_POOL
      ? join(__dirname, 'poolServer.ts')
      : join(root, 'apps', 'game-server', 'src', 'main.ts');
  const server = await spawnServer(
    main,
    { DATA_DIR: dataDir, DATABASE_URL: database?.url, GAME_SERVER_SECRET: SECRET, MAX_CONNECTIONS_PER_ADDRESS: LOAD_CONNECTIONS },
    '/healthz',
    profileDir,
  );
  return {
    url: server.url,
    secret: SECRET,
    pid: server.pid,
    databasePids: () => (postmaster ? processTree(postmaster) : []),
    databaseTransactions: database?.transactions,
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
