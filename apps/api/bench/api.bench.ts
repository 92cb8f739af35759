// API load benchmark: newUser, newRoom, joinRoom and lobby at increasing fixed request rates
// (autocannon), and chat fan-out to 50 WebSocket subscribers, against the API as its own process
// on PGlite and on PostgreSQL. See report.ts for the method.
//
// Full run (default, about 6-8 minutes): rates 25-3200 req/s, 4 s per rate, 40 chat rounds, both
// databases. API_BENCH_QUICK=1: 2 s per rate up to 400 req/s, 8 chat rounds (for development).
// API_BENCH_DATABASES=pglite skips PostgreSQL.
import type { BenchOutput } from '@tabula/game-kit/testing';
import { measureFanout, SCENARIOS } from './chat';
import { apiProcesses } from './cpu';
import { Api } from './graphql';
import { runLadder, runStep, type LadderResult } from './load';
import { prepareWorkload } from './operations';
import { figures, markdown, type DatabaseRun, type Settings } from './report';
import { startBenchStack, startPostgres } from './stack';

const quick = process.env.API_BENCH_QUICK === '1';
const settings: Settings = {
  rates: quick ? [25, 50, 100, 200, 400] : [25, 50, 100, 200, 400, 800, 1600, 3200],
  seconds: quick ? 2 : 4,
  p99Limit: 20,
  chatRounds: quick ? 8 : 40,
  chatIntervalMs: 750,
  subscribers: 50,
  full: !quick,
};

const log = (line: string) => process.stderr.write(`api bench: ${line}\n`);

async function benchDatabase(postgresUrl?: string): Promise<DatabaseRun> {
  const stack = await startBenchStack(postgresUrl);
  log(`${stack.label}: API at ${stack.apiUrl}`);
  try {
    const api = await Api.connect(stack.apiUrl);
    const target = { url: api.url, csrf: api.csrf, apiPids: apiProcesses() };
    if (target.apiPids.length === 0) log('the API process was not found: no CPU figures');
    const workload = await prepareWorkload(api);
    const ladders: LadderResult[] = [];
    for (const operation of workload.operations) {
      // One second at the lowest rate first, not recorded (JIT, database caches, connections).
      await workload.prepare(operation.name, settings.rates[0]!, 1);
      await runStep(target, operation, settings.rates[0]!, 1);
      ladders.push(
        await runLadder(target, operation, {
          rates: settings.rates,
          seconds: settings.seconds,
          p99Limit: settings.p99Limit,
          prepare: (rate, seconds) => workload.prepare(operation.name, rate, seconds),
          log: (line) => log(`${stack.label}: ${line}`),
        }),
      );
    }
    const fanouts = [];
    for (const scenario of [SCENARIOS.spread(settings.subscribers), SCENARIOS.oneChannel(settings.subscribers)]) {
      const result = await measureFanout(api, scenario, settings.chatRounds, settings.chatIntervalMs);
      log(
        `${stack.label}: chat ${scenario.name}: ${result.deliveries.length} deliveries, ${result.missing} lost, ${result.failedSends} failed sends`,
      );
      fanouts.push(result);
    }
    return { database: stack.label, ladders, fanouts };
  } finally {
    await stack.stop();
  }
}

export default async function bench(): Promise<BenchOutput> {
  const runs: DatabaseRun[] = [await benchDatabase()];
  if (process.env.API_BENCH_DATABASES !== 'pglite') {
    const postgres = await startPostgres();
    if (!postgres) log('PostgreSQL is not installed: PGlite only');
    else {
      try {
        runs.push(await benchDatabase(postgres.url));
      } finally {
        postgres.stop();
      }
    }
  }
  return { figures: figures(runs, settings), markdown: markdown(runs, settings) };
}
