// pnpm bench: runs every benchmark file (games/*/bench/*.bench.ts, bench/*.bench.ts) with tsx.
// Each file's default export is an async function returning BenchFigure[] (game-kit/testing).
// Results go to bench/results/<date>.json and a table in bench/REPORT.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const files = [];
for (const top of ['games', 'apps', 'packages']) {
  if (!existsSync(join(root, top))) continue;
  for (const dir of readdirSync(join(root, top))) {
    const bench = join(root, top, dir, 'bench');
    if (existsSync(bench)) for (const f of readdirSync(bench)) if (f.endsWith('.bench.ts')) files.push(join(bench, f));
  }
}
if (existsSync(join(root, 'bench'))) for (const f of readdirSync(join(root, 'bench'))) if (f.endsWith('.bench.ts')) files.push(join(root, 'bench', f));

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
};
const results = [];
for (const file of files) {
  const rel = file.slice(root.length);
  console.log(`bench: ${rel}`);
  const runner = `import(${JSON.stringify(file)}).then(async (m) => { const run = m.default.default ?? m.default; const figures = await run(); process.stdout.write('\\n@@BENCH@@' + JSON.stringify(figures) + '\\n'); process.exit(0); })`;
  const out = spawnSync(join(root, 'node_modules/.bin/tsx'), ['--eval', runner], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
  const line = out.stdout.split('\n').find((l) => l.startsWith('@@BENCH@@'));
  if (out.status !== 0 || !line) {
    console.error(out.stderr || out.stdout);
    results.push({ file: rel, error: `exit ${out.status}` });
    continue;
  }
  results.push({ file: rel, figures: JSON.parse(line.slice('@@BENCH@@'.length)) });
}

const date = new Date().toISOString().slice(0, 10);
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', `${date}.json`), JSON.stringify({ date, machine, results }, null, 2) + '\n');
const rows = results.flatMap((r) =>
  r.error ? [`| ${r.file} | failed: ${r.error} | | | |`] : r.figures.map((f) => `| ${f.name} | ${f.median} | ${f.p99} | ${f.unit} | ${f.runs} |`),
);
const report = `# Benchmarks\n\nRun ${date} on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}.\nReproduce with \`pnpm bench\` (or \`npm run bench\`).\n\n| figure | median | p99 | unit | runs |\n|---|---|---|---|---|\n${rows.join('\n')}\n`;
writeFileSync(join(root, 'bench', 'REPORT.md'), report);
console.log(report);
