#!/usr/bin/env node
// Type-checks the whole repository in four programs instead of one per package: every game,
// package and the game server share one set of compiler options (tsconfig.check.json), so one
// program checks each shared source once, where a program per package checked game-kit and the
// cards package again for every game. The API (decorators), the web app (Next.js) and the
// end-to-end tests (Playwright's types) keep their own. A new game folder is covered by the globs.
// Each package keeps its tsconfig.json for `tsc -p <package>` while working on it.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';

const root = new URL('..', import.meta.url).pathname;
const tsc = `${root}node_modules/.bin/tsc`;
const programs = ['tsconfig.check.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(tsc, ['-p', project, '--noEmit'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.error(`${project}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

// Two at a time on a 2-core machine: each program is single-threaded and needs ~1 GB.
const queue = [...programs];
const parallel = Math.max(1, Math.min(2, cpus().length));
let failed = 0;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) if ((await check(project)) !== 0) failed += 1;
  }),
);
process.exit(failed === 0 ? 0 : 1);
