// The game server of the online end-to-end tests, started here rather than as a Playwright
// webServer so a test can stop and restart it in the middle of a match.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');

function settings() {
  const port = process.env.TABULA_E2E_GAME_SERVER_PORT;
  const dataDir = process.env.TABULA_E2E_ONLINE_DATA_DIR;
  const secret = process.env.TABULA_E2E_ONLINE_SECRET;
  if (!port || !dataDir || !secret) throw new Error('run with -c e2e/playwright.config.ts');
  return { port, dataDir, secret, pidFile: join(dataDir, 'game-server.pid') };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = async (port: string) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
};

export async function startGameServer() {
  const { port, dataDir, secret, pidFile } = settings();
  // Its output goes to a file, quoted when it fails to start.
  const logFile = join(dataDir, 'game-server.log');
  const log = openSync(logFile, 'a');
  const child = spawn('node', ['scripts/pnpm.mjs', '--filter', '@tabula/game-server', 'run', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: join(dataDir, 'game-server'),
      GAME_SERVER_SECRET: secret,
      // The browser's sockets come from the web app's origin.
      WEB_ORIGINS: `http://127.0.0.1:${process.env.TABULA_E2E_ONLINE_WEB_PORT},http://localhost:${process.env.TABULA_E2E_ONLINE_WEB_PORT}`,
    },
  });
  child.unref();
  closeSync(log);
  writeFileSync(pidFile, String(child.pid));
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? 1;
  });
  await waitFor(async () => {
    if (exited !== null) {
      const output = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
      throw new Error(`the game server exited with ${exited} before answering on port ${port}:\n${output}`);
    }
    return healthy(port);
  }, 'the game server');
}

/** Stops the game server this file started (its whole process group). */
export async function stopGameServer() {
  const { port, pidFile } = settings();
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  await waitFor(async () => !(await healthy(port)), 'the game server to stop', 15_000);
  // It stops answering before it has closed its database and released the data folder's lock: a
  // server started again meanwhile finds the folder in use and exits.
  await waitFor(async () => !groupAlive(pid), 'the game server process to exit', 15_000);
}

/** Whether any process of the process group `pid` leads still runs. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
