// Runs the real game server (src/main.ts) as a child process, as production does, so a test can
// kill it with SIGKILL and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');
const main = join(root, 'apps', 'game-server', 'src', 'main.ts');

export interface ChildServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

export async function startChildServer(
  port: number,
  env: Record<string, string | undefined>,
  // Starting (with its PGlite) can take over a minute on a loaded 2-core machine.
  timeoutMs = 90_000,
): Promise<ChildServer> {
  // `node --import tsx` rather than the tsx CLI: the CLI runs the server in a grandchild that a
  // SIGKILL of the CLI would not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`game server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`game server not ready after ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, process: child, output: () => output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/** Load generators open every client from this machine's one address: no per-address cap for them. */
export const LOAD_CONNECTIONS = '1000000';
