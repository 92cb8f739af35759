import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { WEB_PORT, WEB_URL } from './ports';

const root = resolve(__dirname, '..');
const pnpm = 'node scripts/pnpm.mjs';

/**
 * Processes the tests need, started in this order. Add the API and the game server here (with their
 * ports in ports.ts) for the online tests; the web app reads their addresses from its environment.
 */
const webServer = [
  {
    name: 'web',
    command: `${pnpm} --filter @tabula/web run build && ${pnpm} --filter @tabula/web run start`,
    url: WEB_URL,
    cwd: root,
    env: { PORT: String(WEB_PORT), NEXT_TELEMETRY_DISABLED: '1', TABULA_NEXT_DIST_DIR: '.next-e2e' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  outputDir: '../test-results',
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
  webServer,
});
