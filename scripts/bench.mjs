// pnpm bench: runs every benchmark file (games/*/bench/*.bench.ts, apps/*/bench/*.bench.ts,
// packages/*/bench/*.bench.ts, bench/*.bench.ts) with tsx, one process each, one after another.
// A file's default export is an async function returning BenchFigure[] or { figures, markdown }
// (BenchOutput in @tabula/game-kit/testing); it builds or starts whatever it measures.
// Results go to bench/results/<date>.json and bench/REPORT.md (tables, each file's notes, then the
// hand-written bench/CONCLUSIONS.md).
// Usage: pnpm bench [substring ...]   (only the files whose path contains one of the substrings; their
// results replace the same files' in the newest results, the others are kept)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const filters = process.argv.slice(2).filter((a) => !a.startsWith('-'));

// From a fresh clone: Debian's Chromium and PostgreSQL, then the workspace (each benchmark builds or
// starts what it measures).
const system = spawnSync('bash', ['scripts/system-packages.sh'], { cwd: root, stdio: 'inherit' });
if (system.status !== 0)
  console.error('bench: Chromium or PostgreSQL could not be installed; the benchmarks that need them will say so.');
if (!existsSync(join(root, 'node_modules', '.bin', 'tsx'))) {
  const install = spawnSync('node', ['scripts/pnpm.mjs', 'install', '--frozen-lockfile'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
// The catalogue's generated list of games (git-ignored), in case games/ changed since the install.
const generated = spawnSync('node', ['packages/catalogue/scripts/generate-games.cjs'], { cwd: root, stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);

const files = [];
for (const top of ['games', 'apps', 'packages']) {
  if (!existsSync(join(root, top))) continue;
  for (const dir of readdirSync(join(root, top))) {
    const bench = join(root, top, dir, 'bench');
    if (existsSync(bench)) for (const f of readdirSync(bench).sort()) if (f.endsWith('.bench.ts')) files.push(join(bench, f));
  }
}
if (existsSync(join(root, 'bench')))
  for (const f of readdirSync(join(root, 'bench')).sort()) if (f.endsWith('.bench.ts')) files.push(join(root, 'bench', f));
const chosen = files.filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)));

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
};

const results = [];
for (const file of chosen) {
  const rel = file.slice(root.length);
  console.log(`bench: ${rel}`);
  const started = Date.now();
  const runner = `import(${JSON.stringify(file)}).then(async (m) => { const run = m.default.default ?? m.default; const out = await run(); process.stdout.write('\\n@@BENCH@@' + JSON.stringify(out) + '\\n'); process.exit(0); })`;
  const out = spawnSync(join(root, 'node_modules/.bin/tsx'), ['--eval', runner], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = out.stdout.split('\n').find((l) => l.startsWith('@@BENCH@@'));
  const seconds = Math.round((Date.now() - started) / 1000);
  if (out.status !== 0 || !line) {
    console.error(out.stdout.slice(-4000));
    results.push({ file: rel, seconds, error: `exit ${out.status}` });
    continue;
  }
  const output = JSON.parse(line.slice('@@BENCH@@'.length));
  const { figures, markdown } = Array.isArray(output) ? { figures: output } : output;
  results.push({ file: rel, ranAt: new Date(started).toISOString(), seconds, figures, ...(markdown ? { markdown } : {}) });
}

// A partial run (with a filter) replaces those files' results in the newest results file and
// keeps the others, so that the report stays whole.
const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const newest = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .pop();
const kept =
  filters.length > 0 && newest
    ? JSON.parse(readFileSync(join(resultsDir, newest), 'utf8')).results.filter((r) => !results.some((n) => n.file === r.file))
    : [];
const order = (r) => files.findIndex((f) => f.slice(root.length) === r.file);
results.push(...kept);
results.sort((a, b) => order(a) - order(b));
const date = new Date().toISOString().slice(0, 10);
writeFileSync(join(resultsDir, `${date}.json`), `${JSON.stringify({ date, machine, results }, null, 2)}\n`);

const sections = results.map((r) => {
  if (r.error) return `## ${r.file}\n\nFailed: ${r.error}.\n`;
  const rows = r.figures.map((f) => `| ${f.name} | ${f.median} | ${f.p99} | ${f.unit} | ${f.runs} |`);
  const when = r.ranAt ? `, run ${r.ranAt.slice(0, 16).replace('T', ' ')} UTC` : '';
  return `## ${r.file}\n\n${r.seconds} s${when}.\n\n| figure | median | p99 | unit | samples |\n|---|---|---|---|---|\n${rows.join('\n')}\n${r.markdown ? `\n${r.markdown.trim()}\n` : ''}`;
});
const conclusionsFile = join(root, 'bench', 'CONCLUSIONS.md');
const conclusions = existsSync(conclusionsFile) ? `${readFileSync(conclusionsFile, 'utf8').trim()}\n\n` : '';
const report = `# Benchmarks

Generated by \`pnpm bench\` (or \`npm run bench\`) on ${date}: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB memory, Node ${machine.node}, ${machine.platform}.
Raw figures: \`bench/results/${date}.json\`. Run a subset with \`pnpm bench <path substring>\`.

${conclusions}${sections.join('\n')}`;
writeFileSync(join(root, 'bench', 'REPORT.md'), report);
console.log(report);
process.exit(results.some((r) => r.error) ? 1 : 0);
