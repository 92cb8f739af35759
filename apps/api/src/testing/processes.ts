// Child processes for tests: real game servers and API instances, on random ports.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@tabula/server-kit';
import { repoRoot } from '../env';

export interface ChildServer {
  port: number;
  url: string;
  /** Output so far, for failure messages. */
  output(): string;
  /** Sends `signal` to the server's whole process group (e.g. SIGSTOP and SIGCONT to freeze it). */
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

async function spawnServer(
  cwd: string,
  script: string,
  env: Record<string, string>,
  healthPath: string,
  chosenPort?: number,
): Promise<ChildServer> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(tsx, [script], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a grandchild, and the whole group must go.
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        child.stdout!.destroy();
        child.stderr!.destroy();
        resolve();
      };
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* the group is already gone */
      }
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
    });
  try {
    // Transpiling and starting a server (with its PGlite) can take over a minute on a loaded 2-core machine.
    await waitUntilAnswering(`${url}${healthPath}`, child, () => log, 100_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, output: () => log, signal: (signal) => process.kill(-child.pid!, signal), stop };
}

/** A real game server (apps/game-server) with its own data folder, or on `databaseUrl`. */
export function startGameServer(secret: string, databaseUrl?: string, port?: number): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-gs-'));
  return spawnServer(
    repoRoot,
    'apps/game-server/src/main.ts',
    { GAME_SERVER_SECRET: secret, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    '/healthz',
    port,
  );
}

/** A separate API process (apps/api/src/main.ts) with the given environment. */
export function startApiProcess(env: Record<string, string>): Promise<ChildServer> {
  return spawnServer(join(repoRoot, 'apps', 'api'), 'src/main.ts', { HOST: '127.0.0.1', ...env }, '/health');
}
