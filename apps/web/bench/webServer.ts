import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '@tabula/server-kit';

export const webDir = new URL('..', import.meta.url).pathname;
const repoRoot = join(webDir, '..', '..');

/** The production build of apps/web into its own folder, so it never touches a running app's .next. */
export function buildWeb(distDir: string): void {
  const out = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'pnpm.mjs'), '--filter', '@tabula/web', 'run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, TABULA_NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (out.status !== 0) throw new Error(`web build failed (exit ${out.status}):\n${(out.stdout + out.stderr).slice(-4000)}`);
}

export interface RunningWeb {
  origin: string;
  stop: () => void;
}

/** `next start` of the build in `distDir` on a free port, resolved once it answers. */
export async function startWeb(distDir: string): Promise<RunningWeb> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(webDir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: webDir,
      env: { ...process.env, TABULA_NEXT_DIST_DIR: distDir, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return { origin, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error('next start did not answer within 60 s');
}

/** The script files a page's HTML references, as paths relative to the build folder (static/chunks/...). */
export async function htmlScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((src) => src.startsWith('/_next/'))
    .map((src) => src.slice('/_next/'.length).split('?')[0]!);
}
