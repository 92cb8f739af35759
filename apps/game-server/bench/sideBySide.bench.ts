// Tabula's game server side by side with stock boardgame.io 0.50.2 (issues 6 and 17): real
// boardgame.io socket.io clients in separate load generator processes play matches continuously
// against (a) Tabula on PGlite, (b) Tabula on PostgreSQL and (c) stock boardgame.io in memory, at
// each size, for each load: Tic-Tac-Toe and the card game Sixty-Six; each server is profiled once
// (node --cpu-prof) on the first load to explain the difference.
//
// Full run (pnpm bench): sizes 100, 500 and 2,000 concurrent matches, both loads, 1 s mean think
// time, 5 s warm-up and a 10 s window per size, each case 3 times, profiles at 500: about 40 minutes. Environment for
// shorter runs: BENCH_LOADS=tictactoe,sixtysix, BENCH_SIZES=20,50,
// BENCH_SERVERS=stock,pglite,postgres, BENCH_THINK_MS (0 = no pause), BENCH_SEED (move choices),
// BENCH_WARMUP_S, BENCH_WINDOW_S, BENCH_GENERATORS (load generator processes, 2),
// BENCH_PROFILE_SIZE (0 = no profiles), BENCH_PG_POOL (PostgreSQL pool size for Tabula, default 10),
// BENCH_REPEATS (runs of each case, servers interleaved; figures are medians over them; default 3),
// BENCH_DATABASE_URL (an existing PostgreSQL instead of a
// temporary one).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchFigure, BenchOutput } from '@tabula/game-kit/testing';
import { summarizeProfile, type ProfileSummary } from './sideBySide/cpuProfile';
import { medianFigures, ratioFigures, runFigures } from './sideBySide/figures';
import { measureRun, type RunResult, type RunSettings } from './sideBySide/measureRun';
import { LOAD_NAMES, type LoadName } from './sideBySide/loads';
import { sideBySideMarkdown } from './sideBySide/report';
import type { ServerKind } from './sideBySide/servers';

const numberList = (value: string | undefined, fallback: number[]) =>
  value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
    : fallback;
const env = (name: string, fallback: number) => (process.env[name] !== undefined ? Number(process.env[name]) : fallback);

async function temporaryPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const services = pathToFileURL(join(__dirname, '..', '..', '..', 'scripts', 'services.mjs')).href;
  const { startPostgres } = (await import(services)) as {
    startPostgres: () => Promise<{ url: string; stop: () => void } | null>;
  };
  return startPostgres();
}

export default async function bench(): Promise<BenchOutput> {
  const sizes = numberList(process.env.BENCH_SIZES, [100, 500, 2000]);
  const wanted = (process.env.BENCH_SERVERS ?? 'stock,pglite,postgres').split(',') as ServerKind[];
  const loads = (process.env.BENCH_LOADS ?? LOAD_NAMES.join(','))
    .split(',')
    .filter((name): name is LoadName => LOAD_NAMES.includes(name as LoadName));
  if (loads.length === 0) throw new Error(`BENCH_LOADS: choose among ${LOAD_NAMES.join(', ')}`);
  const profileLoad = loads[0]!;
  const repeats = Math.max(1, env('BENCH_REPEATS', 3));
  const profileSize = env('BENCH_PROFILE_SIZE', sizes.includes(500) ? 500 : sizes[Math.floor(sizes.length / 2)]!);
  const settings: RunSettings = {
    generators: env('BENCH_GENERATORS', 2),
    thinkMs: env('BENCH_THINK_MS', 1000),
    warmupMs: env('BENCH_WARMUP_S', 5) * 1000,
    windowMs: env('BENCH_WINDOW_S', 10) * 1000,
    rampTimeoutMs: 60_000,
    seed: env('BENCH_SEED', 17),
  };
  const notes: string[] = [];
  const postgres = wanted.includes('postgres') ? await temporaryPostgres() : null;
  if (wanted.includes('postgres') && !postgres)
    notes.push('PostgreSQL is not installed here and BENCH_DATABASE_URL is unset: Tabula on PostgreSQL was skipped.');
  const kinds = wanted.filter((kind) => kind !== 'postgres' || postgres);
  settings.postgresUrl = postgres?.url;

  const runs: RunResult[] = [];
  const profiles: { kind: ServerKind; summary: ProfileSummary }[] = [];
  const figures: BenchFigure[] = [];
  try {
    for (const size of sizes) {
      for (const load of loads) {
        const caseFigures: BenchFigure[][] = [];
        // Interleaved (stock, PGlite, PostgreSQL, stock, ...), so that a slow spell of the machine
        // touches every server's runs alike; the figures are the medians over the repeats.
        for (let repeat = 0; repeat < repeats; repeat++) {
          const repeatRuns: RunResult[] = [];
          for (const kind of kinds) {
            const started = Date.now();
            const run = { ...(await measureRun(kind, load, size, settings)), repeat };
            console.error(
              `side by side: ${load}, ${kind}, ${size} matches, run ${repeat + 1}/${repeats}: ${run.moves} moves, ` +
                `${run.roundTrips.length ? '' : 'no '}samples, ${run.errors} errors, ${Math.round((Date.now() - started) / 1000)} s`,
            );
            repeatRuns.push(run);
            caseFigures.push(runFigures(run));
          }
          const stock = repeatRuns.find((r) => r.kind === 'stock');
          for (const run of repeatRuns.filter((r) => r.kind !== 'stock')) {
            if (stock) caseFigures.push(ratioFigures(run, stock));
          }
          runs.push(...repeatRuns);
        }
        figures.push(...medianFigures(caseFigures));
      }
    }
    if (profileSize > 0) {
      for (const kind of kinds) {
        const profileDir = mkdtempSync(join(tmpdir(), 'tabula-bench-prof-'));
        try {
          const run = await measureRun(kind, profileLoad, profileSize, { ...settings, profileDir });
          const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
          if (file) profiles.push({ kind, summary: summarizeProfile(join(profileDir, file), ...run.windowSinceSpawnMs) });
          else notes.push(`No CPU profile was written for ${kind}.`);
          if (file && process.env.BENCH_KEEP_PROFILES) console.log(`CPU profile of ${kind} kept: ${join(profileDir, file)}`);
        } finally {
          if (!process.env.BENCH_KEEP_PROFILES) rmSync(profileDir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    postgres?.stop();
  }
  return {
    figures,
    markdown: sideBySideMarkdown({ runs, loads, profiles, profileLoad, profileSize, settings, notes, repeats }),
  };
}
