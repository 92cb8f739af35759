import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The end-to-end tests run against the whole stack: API (embedded PGlite in a temporary DATA_DIR), game server
// (started by online.global-setup.ts, so a test can restart it) and the built web app, each on its
// own port. Values are chosen once in the main Playwright process
// and kept in the environment, which the workers and the servers inherit.
function once(name: string, make: () => string): string {
  if (!process.env[name]) process.env[name] = make();
  return process.env[name]!;
}
// A port the operating system says is free now (asked synchronously: the config is not async).
// A port derived from the process id could already be taken on a busy machine, and a server
// that cannot listen there would only show up as a time-out.
const freePortNow = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
const port = (name: string, _offset: number) => Number(once(name, freePortNow));

const root = resolve(__dirname, '..');
const pnpm = 'node scripts/pnpm.mjs';
const WEB_PORT = port('TABULA_E2E_ONLINE_WEB_PORT', 101);
const API_PORT = port('TABULA_E2E_ONLINE_API_PORT', 203);
const GAME_PORT = port('TABULA_E2E_ONLINE_GAME_PORT', 307);
const dataDir = once('TABULA_E2E_ONLINE_DATA_DIR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-e2e-online-'));
  // Created by this (main) process: remove it when the run ends, after the servers are stopped.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
});
const secret = once('TABULA_E2E_ONLINE_SECRET', () => randomBytes(24).toString('hex'));

export const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;
export const API_URL = once('TABULA_E2E_API_URL', () => `http://127.0.0.1:${API_PORT}`);
const GAME_URL = `http://127.0.0.1:${GAME_PORT}`;
once('TABULA_E2E_GAME_SERVER_PORT', () => String(GAME_PORT));

const quiet = { stdout: 'ignore' as const, stderr: 'pipe' as const, reuseExistingServer: false, cwd: root };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './online.global-setup.ts',
  timeout: 120_000,
  // The whole run, build included, ends (servers stopped, report written) well before CI's 90 minutes.
  globalTimeout: 50 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // Per run: two runs on one machine (a developer's and CI's) must not clear each other's traces.
  outputDir: once('TABULA_E2E_OUTPUT_DIR', () => mkdtempSync(join(tmpdir(), 'tabula-e2e-results-'))),
  use: {
    baseURL: WEB_URL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      name: 'api',
      command: `${pnpm} --filter @tabula/api run start`,
      url: `${API_URL}/health`,
      env: {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'api'),
        GAME_SERVER_SECRET: secret,
        GAME_SERVERS: `${GAME_URL}|${GAME_URL}`,
        WEB_ORIGINS: WEB_URL,
        // Every test's visitors sign up from 127.0.0.1, more of them in a run than the default allows one address.
        RATE_LIMIT_NEW_USER: '1000',
      },
      timeout: 120_000,
      ...quiet,
    },
    {
      name: 'web',
      command: process.env.TABULA_E2E_SKIP_BUILD
        ? `${pnpm} --filter @tabula/web run start`
        : `${pnpm} --filter @tabula/web run build && ${pnpm} --filter @tabula/web run start`,
      url: WEB_URL,
      env: {
        PORT: String(WEB_PORT),
        NEXT_PUBLIC_API_URL: API_URL,
        NEXT_TELEMETRY_DISABLED: '1',
        TABULA_NEXT_DIST_DIR: '.next-e2e',
      },
      // It builds the app first: minutes on a loaded 2-core machine.
      timeout: 900_000,
      ...quiet,
    },
  ],
});
