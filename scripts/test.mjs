// The complete test suite: type checks, unit and component tests, API and game-server tests on PGlite and
// PostgreSQL, then the production build and the end-to-end tests in Debian's Chromium.
// Usage: npm test            (everything)
//        npm test -- --only-e2e | --skip-e2e
// Every step has a deadline far above its usual time on a loaded 2-core machine, and the whole run a
// budget (TABULA_TEST_MINUTES, 85 by default: CI allows 90): a step that hangs or runs past either is
// killed (its whole process group) and the run fails with the time per step, instead of running out
// CI's time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { startPostgres, startRedis } from './services.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const onlyE2E = args.has('--only-e2e');
const skipE2E = args.has('--skip-e2e');
const totals = { passed: 0, failed: 0 };
const steps = [];
const budgetMinutes = Number(process.env.TABULA_TEST_MINUTES) || 85;
const budgetEnds = Date.now() + budgetMinutes * 60_000;

const running = new Set();

/** Signals every process of the group `pid` leads; false when none is left. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command in a process group of its own, so that a deadline or Ctrl-C can stop everything
 * it started. Resolves to its exit status: 1 when it was killed or could not start.
 */
function sh(name, minutes, command, commandArgs, env = {}) {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const left = budgetEnds - started;
  const limit = Math.min(minutes * 60_000, left);
  const overrun =
    limit < minutes * 60_000
      ? `the run's ${budgetMinutes}-minute budget (TABULA_TEST_MINUTES) ran out`
      : `it still ran after ${minutes} minutes`;
  if (left <= 0) {
    console.error(`${name} is not run: the run's ${budgetMinutes}-minute budget (TABULA_TEST_MINUTES) ran out.`);
    steps.push({ name, seconds: 0, status: 1 });
    return Promise.resolve(1);
  }
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child.pid);
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      console.error(`\n${name} is stopped, and the run fails: ${overrun}.`);
      killGroup(child.pid, 'SIGTERM');
      setTimeout(() => killGroup(child.pid, 'SIGKILL'), 10_000).unref();
    }, limit);
    const finish = (status) => {
      clearTimeout(deadline);
      running.delete(child.pid);
      // Whatever it left running in its group (a server a test started) goes with it.
      killGroup(child.pid, 'SIGKILL');
      const step = { name, seconds: (Date.now() - started) / 1000, status: timedOut ? 1 : status };
      steps.push(step);
      resolve(step.status);
    };
    child.once('error', (error) => {
      console.error(`${name} could not start: ${error.message}`);
      finish(1);
    });
    child.once('exit', (code) => finish(code ?? 1));
  });
}

const pnpm = (name, minutes, ...commandArgs) => sh(name, minutes, 'node', ['scripts/pnpm.mjs', ...commandArgs]);

const clock = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.floor(seconds % 60)).padStart(2, '0')}s`;

/** How long each step took, to see where the time of the whole command goes. */
function stepTimings() {
  const lines = steps.map((s) => `  ${s.name.padEnd(26)} ${clock(s.seconds).padStart(7)}${s.status === 0 ? '' : '  (failed)'}`);
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  return `\nTime per step:\n${lines.join('\n')}\n  ${'total'.padEnd(26)} ${clock(total).padStart(7)}`;
}

/** Jest's time per project (summed over its test files) and its slowest test files. */
function jestTimings(report) {
  const files = report.testResults.map((r) => {
    const path = relative(root, r.name);
    const project = `${path.split('/').slice(0, 2).join('/')}:${path.endsWith('.tsx') ? 'dom' : 'node'}`;
    // Jest's --json report gives each file's startTime and endTime (perfStats only in its API).
    const start = r.startTime ?? r.perfStats?.start ?? 0;
    const end = r.endTime ?? r.perfStats?.end ?? start;
    return { path, project, seconds: (end - start) / 1000 };
  });
  const byProject = new Map();
  for (const f of files) byProject.set(f.project, (byProject.get(f.project) ?? 0) + f.seconds);
  const projects = [...byProject].sort((a, b) => b[1] - a[1]).slice(0, 15);
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 15);
  const wall = (Date.now() - report.startTime) / 1000;
  return [
    `\nJest: ${files.length} test files in ${clock(wall)}; summed time per project (top 15):`,
    ...projects.map(([project, seconds]) => `  ${project.padEnd(34)} ${clock(seconds).padStart(7)}`),
    'Slowest test files:',
    ...slowest.map((f) => `  ${f.path.padEnd(60)} ${clock(f.seconds).padStart(7)}`),
  ].join('\n');
}

function count(reportFile, read) {
  if (!existsSync(reportFile)) return false;
  const { passed, failed } = read(JSON.parse(readFileSync(reportFile, 'utf8')));
  totals.passed += passed;
  totals.failed += failed;
  return true;
}

const services = [];
const cleanups = [];
process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
  for (const cleanup of cleanups) cleanup();
  for (const service of services) service.stop();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// Debian's Chromium, PostgreSQL and Redis, installed with apt-get when missing (as .ci/run does), so
// the test command works on a fresh machine by itself. Without root or sudo, the tests that need
// them say what is missing.
if ((await sh('system packages', 20, 'bash', ['scripts/system-packages.sh'])) !== 0)
  console.error('Could not install Chromium, PostgreSQL or Redis (see above).');

let status = await pnpm('install', 20, 'install', '--frozen-lockfile');
if (status !== 0) process.exit(status);

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
  // Lint and format (Biome): fails on any error or unformatted file.
  status = await sh('biome', 10, 'node_modules/.bin/biome', ['ci', '.']);
  if (status !== 0) failures += 1;
  // Types of every package and the end-to-end tests, tests and benchmarks included (the web build
  // checks only the app's code).
  status = await pnpm('typecheck', 60, 'run', 'typecheck');
  if (status !== 0) failures += 1;
  const jestReport = join(reports, 'jest.json');
  // --forceExit: a server or database a failed test left open must not keep the run alive.
  // Two workers on two cores: jest's default (cores - 1) leaves one core to the main process, which
  // only collects results; the tests' own timeouts are sized for a loaded machine.
  const jestArgs = [
    '--ci',
    '--forceExit',
    `--maxWorkers=${process.env.TABULA_JEST_WORKERS ?? 2}`,
    '--json',
    `--outputFile=${jestReport}`,
  ];
  status = await sh('jest', 80, 'node_modules/.bin/jest', jestArgs, {
    ...serviceEnv,
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
  });
  if (status !== 0) failures += 1;
  if (!count(jestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }))) failures += 1;
  // The timings only inform: a report they cannot read must not fail a run whose tests passed.
  try {
    if (existsSync(jestReport)) console.log(jestTimings(JSON.parse(readFileSync(jestReport, 'utf8'))));
  } catch (error) {
    console.error(`Jest's timings could not be read: ${error.message}`);
  }
}

if (!skipE2E && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const e2eReport = join(reports, 'e2e.json');
  // Chosen here, not by the Playwright config, so that a game server left behind by a killed run
  // (it runs in its own process group) can be found and stopped.
  const e2eData = mkdtempSync(join(tmpdir(), 'tabula-e2e-online-'));
  const stopLeftGameServer = () => {
    const pidFile = join(e2eData, 'game-server.pid');
    if (existsSync(pidFile)) killGroup(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    rmSync(e2eData, { recursive: true, force: true });
  };
  cleanups.push(stopLeftGameServer);
  status = await sh(
    'playwright (build + e2e)',
    60,
    'node_modules/.bin/playwright',
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { ...serviceEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, TABULA_E2E_ONLINE_DATA_DIR: e2eData },
  );
  if (status !== 0) failures += 1;
  if (!count(e2eReport, (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }))) failures += 1;
}

console.log(stepTimings());
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures > 0 || totals.failed > 0 ? 1 : 0);
