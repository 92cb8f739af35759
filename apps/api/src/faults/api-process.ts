// An API child process that a fault test can stop with a chosen signal and start again on the
// same port, data folder and database, as a supervisor (systemd, Docker) would.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../env';

export interface ApiChild {
  url: string;
  pid: number;
  output(): string;
  alive(): boolean;
  /** Sends `signal` to the API's process group and resolves when it has exited. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the API did not answer within ${timeoutMs} ms:\n${output()}`);
}

export async function startApiChild(port: number, env: Record<string, string>): Promise<ApiChild> {
  // One process, as `npm start` runs it: the tsx command would relay the signal to a grandchild
  // and SIGKILL it when that takes over 30 ms, which is not the shutdown under test.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'apps', 'api'),
    env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so nothing it starts outlives it
  });
  let log = '';
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      /* already gone */
    }
  };
  const stop = async (signal: NodeJS.Signals) => {
    kill(signal);
    const timer = setTimeout(() => kill('SIGKILL'), 15_000);
    const result = await exited;
    clearTimeout(timer);
    // Everything in its process group must be gone too before the port and data folder are reused.
    for (let i = 0; i < 100; i += 1) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.stdout!.destroy();
    child.stderr!.destroy();
    return result;
  };
  try {
    await waitForHealth(url, child, () => log, 90_000);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, pid: child.pid!, output: () => log, alive: () => child.exitCode === null && child.signalCode === null, stop };
}
