// The crash fault test at a larger size (issue 6): many concurrent Tic-Tac-Toe matches, the game
// server killed with SIGKILL at random moments and restarted on the same data, on PGlite and on
// PostgreSQL. Reports the restart and resynchronisation times and every lost or duplicated move
// (there must be none). Environment: BENCH_CRASH_MATCHES (200), BENCH_CRASH_KILLS (10),
// BENCH_DATABASE_URL (an existing PostgreSQL instead of a temporary one).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { runCrashScenario, type CrashScenarioReport } from '../src/testing/crashScenario';
import { testDatabaseKinds } from '../src/testing/databases';

const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function temporaryPostgres(): Promise<{ url: string; stop: () => void } | null> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined };
  const services = pathToFileURL(join(__dirname, '..', '..', '..', 'scripts', 'services.mjs')).href;
  const { startPostgres } = (await import(services)) as {
    startPostgres: () => Promise<{ url: string; stop: () => void } | null>;
  };
  return startPostgres();
}

const single = (name: string, unit: string, value: number): BenchFigure => ({ name, unit, runs: 1, median: value, p99: value });

export default async function bench(): Promise<BenchOutput> {
  const matches = count('BENCH_CRASH_MATCHES', 200);
  const kills = count('BENCH_CRASH_KILLS', 10);
  const postgres = await temporaryPostgres();
  if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
  const figures: BenchFigure[] = [];
  const rows: string[] = [];
  try {
    for (const kind of testDatabaseKinds()) {
      const started = Date.now();
      const report: CrashScenarioReport = await runCrashScenario({
        database: kind,
        matches,
        kills,
        seed: 2026,
        stateTimeoutMs: 30_000,
      });
      const label = `${matches} matches, ${kills} kills, ${kind.name}`;
      figures.push(
        summarize(`game server restart after SIGKILL until healthy (${label})`, 'ms', report.restartMs),
        summarize(`every interrupted match resynchronised after the restart (${label})`, 'ms', report.resyncMs),
        single(`moves acknowledged and checked in storage (${label})`, 'moves', report.movesAcknowledged),
        single(
          `interruptions: matches under way when a kill hit, summed over the kills (${label})`,
          'matches',
          report.interrupted,
        ),
        single(`moves lost, duplicated or altered (${label})`, 'violations', report.violations.length),
      );
      rows.push(
        `| ${kind.name} | ${report.matchesPlayed} | ${report.kills} | ${report.interrupted} | ${report.movesAcknowledged} | ${report.violations.length} | ${Math.round((Date.now() - started) / 1000)} s |`,
      );
      for (const violation of report.violations.slice(0, 5)) rows.push(`| | ${violation} | | | | | |`);
    }
  } finally {
    postgres?.stop();
  }
  const markdown = [
    '### Game server killed mid-match, larger size',
    '',
    `${matches} Tic-Tac-Toe matches at a time are played by real boardgame.io socket clients (a move every 20-100 ms per match; a finished batch is replaced by a new one) against Tabula's game server as its own process (\`src/main.ts\`, as in production). ${kills} times, at a random moment 100-400 ms into a round, the process is killed with SIGKILL and started again on the same database. After each restart every seat reconnects, and the state the server sends must be the last one the players saw, or that plus the move that was in flight: never older, never a move twice. At the end, each match's stored log is replayed and must give the stored board, one move per state. The same scenario runs in the test suite at 20 matches and 3 kills (\`src/restart.test.ts\`). Restart time runs from spawning the process to its health check answering (loading TypeScript through tsx is most of it); resynchronisation from then until every seat of every unfinished match has its state again.`,
    '',
    '| database | matches | kills | interruptions (matches under way at a kill, summed over kills) | moves checked | violations | time |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    postgres ? '' : 'PostgreSQL is not installed here and BENCH_DATABASE_URL is unset: only PGlite ran.',
  ].join('\n');
  return { figures, markdown };
}
