// The complete test suite: type checks, unit and component tests, API and game-server tests on PGlite and
// PostgreSQL, then the production build and the end-to-end tests in Debian's Chromium.
// Usage: npm test            (everything)
//        npm test -- --only-e2e | --skip-e2e
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, startRedis } from './services.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const onlyE2E = args.has('--only-e2e');
const skipE2E = args.has('--skip-e2e');
const totals = { passed: 0, failed: 0 };

function sh(command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function pnpm(...commandArgs) {
  return sh('node', ['scripts/pnpm.mjs', ...commandArgs]);
}

function count(reportFile, read) {
  if (!existsSync(reportFile)) return false;
  const { passed, failed } = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
  return true;
}

// Debian's Chromium, PostgreSQL and Redis, installed with apt-get when missing (as .ci/run does), so
// the test command works on a fresh machine by itself. Without root or sudo, the tests that need
// them say what is missing.
if (sh('bash', ['scripts/system-packages.sh']) !== 0)
  console.error('Could not install Chromium, PostgreSQL or Redis (see above).');

let status = pnpm('install', '--frozen-lockfile');
if (status !== 0) process.exit(status);

const services = [];
const stopAll = () => services.forEach((s) => s.stop());
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

const postgres = await startPostgres();
if (postgres) services.push(postgres);
else if (process.env.CI) {
  console.error('PostgreSQL is not installed: .ci/run installs it with apt-get.');
  process.exit(1);
}
const redis = await startRedis();
if (redis) services.push(redis);
const serviceEnv = {
  ...(postgres ? { TEST_DATABASE_URL: postgres.url } : {}),
  ...(redis ? { TEST_REDIS_URL: redis.url } : {}),
};

let failures = 0;
const reports = mkdtempSync(join(tmpdir(), 'tabula-test-'));

if (!onlyE2E) {
  // Types of every package and the end-to-end tests, tests and benchmarks included (the web build
  // checks only the app's code).
  // Lint and format (Biome): fails on any error or unformatted file.
  status = sh('node_modules/.bin/biome', ['ci', '.']);
  if (status !== 0) failures += 1;
  status = pnpm('run', 'typecheck');
  if (status !== 0) failures += 1;
  const jestReport = join(reports, 'jest.json');
  status = sh('node_modules/.bin/jest', ['--ci', '--json', `--outputFile=${jestReport}`], {
    ...serviceEnv,
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
  });
  if (status !== 0) failures += 1;
  if (!count(jestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))) failures += 1;
}

if (!skipE2E && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const e2eReport = join(reports, 'e2e.json');
  status = sh('node_modules/.bin/playwright', ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    ...serviceEnv,
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  if (status !== 0) failures += 1;
  if (!count(e2eReport, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }))) failures += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures > 0 || totals.failed > 0 ? 1 : 0);
