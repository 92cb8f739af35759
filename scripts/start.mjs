// Starts the whole site for a player: installs and builds on first run, then runs the API
// (port 3001), the game server (port 8000) and the web app (http://localhost:3000) together,
// on the embedded database unless DATABASE_URL is set.  --dev runs the web app in dev mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import discover from '../packages/catalogue/scripts/discover-games.cjs';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const rebuild = process.argv.includes('--rebuild');

function pnpmSync(...args) {
  const result = spawnSync('node', ['scripts/pnpm.mjs', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Install on first run, and when a game folder is not linked yet (added since the last install).
const catalogueModules = join(root, 'packages', 'catalogue', 'node_modules');
const unlinkedGame = discover.gamePackageNames().some((name) => !existsSync(join(catalogueModules, name)));
if (!existsSync(join(root, 'node_modules', '.modules.yaml')) || unlinkedGame) pnpmSync('install', '--frozen-lockfile');
// The catalogue's generated list of games (git-ignored), in case games/ changed since the install;
// it is rewritten only when it changes, and then the web app is built again.
const generated = spawnSync('node', ['packages/catalogue/scripts/generate-games.cjs'], { cwd: root, stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);
const buildId = join(root, 'apps', 'web', '.next', 'BUILD_ID');
const gamesChanged =
  existsSync(buildId) &&
  statSync(join(root, 'packages', 'catalogue', 'src', 'games.generated.ts')).mtimeMs > statSync(buildId).mtimeMs;
if (!dev && (rebuild || gamesChanged || !existsSync(buildId))) pnpmSync('--filter', '@tabula/web', 'run', 'build');

const apps = [
  { name: 'api', dir: 'apps/api', script: 'start' },
  { name: 'game-server', dir: 'apps/game-server', script: 'start' },
  { name: 'web', dir: 'apps/web', script: dev ? 'dev' : 'start' },
].filter(
  (app) =>
    existsSync(join(root, app.dir, 'package.json')) && (app.name === 'web' || existsSync(join(root, app.dir, 'src', 'main.ts'))),
);

const children = apps.map((app) => {
  const child = spawn('node', ['scripts/pnpm.mjs', '--filter', `./${app.dir}`, 'run', app.script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = `[${app.name}] `;
  const forward = (stream, out) => stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.error(`${prefix}exited with ${code}; stopping the others`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
console.log('Tabula is starting: open http://localhost:3000');
