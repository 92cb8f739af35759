// Figures and the Markdown section of bench/REPORT.md for the API benchmark.
import { summarize, type BenchFigure } from '@tabula/game-kit/testing';
import type { FanoutResult } from './chat';
import type { LadderResult } from './load';

export interface DatabaseRun {
  database: string;
  ladders: LadderResult[];
  fanouts: FanoutResult[];
}

export interface Settings {
  rates: number[];
  seconds: number;
  p99Limit: number;
  chatRounds: number;
  chatIntervalMs: number;
  subscribers: number;
  full: boolean;
}

export function figures(runs: DatabaseRun[], settings: Settings): BenchFigure[] {
  const out: BenchFigure[] = [];
  for (const run of runs) {
    for (const ladder of run.ladders) {
      out.push({
        name: `API ${ladder.operation}: highest rate with p99 < ${settings.p99Limit} ms (${run.database})`,
        unit: 'req/s',
        runs: ladder.steps.length,
        median: ladder.bestRate,
        p99: ladder.bestRate,
      });
      const best = ladder.steps.find((step) => step.target === ladder.bestRate) ?? ladder.steps[0];
      if (best)
        out.push(summarize(`API ${ladder.operation} latency at ${best.target} req/s (${run.database})`, 'ms', best.latencies));
    }
    for (const fanout of run.fanouts) {
      const label = `${fanout.subscribers} subscribers, ${fanout.matches === 1 ? 'one match' : `${fanout.matches} matches`}`;
      out.push(summarize(`API chat sendMessage to each subscriber (${label}, ${run.database})`, 'ms', fanout.deliveries));
      out.push(
        summarize(`API chat sendMessage to the last subscriber of a round (${label}, ${run.database})`, 'ms', fanout.rounds),
      );
    }
  }
  return out;
}

const fixed = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
/** CPU milliseconds the API spent per answered request (from its % of one core and the rate). */
const cpuPerRequest = (percent: number, rate: number) => (rate > 0 ? ((percent * 10) / rate).toFixed(1) : '–');

function ladderTable(run: DatabaseRun, limit: number): string {
  const rows = run.ladders.flatMap((ladder) =>
    ladder.steps.map((step) => {
      const failures = step.errors + step.non2xx + step.graphqlErrors;
      const ok = failures === 0 && step.p99 < limit && step.achieved >= step.target * 0.9;
      return `| ${ladder.operation} | ${step.target} | ${fixed(step.achieved)} | ${fixed(step.p50)} | ${fixed(step.p99)} | ${step.errors} / ${step.non2xx} / ${step.graphqlErrors} | ${step.apiCpu} / ${step.loaderCpu} | ${cpuPerRequest(step.apiCpu, step.achieved)} | ${ok ? 'yes' : 'no'} |`;
    }),
  );
  const best = run.ladders
    .map((ladder) => `${ladder.operation} **${ladder.bestRate || `< ${ladder.steps[0]?.target ?? '?'}`} req/s**`)
    .join(', ');
  return `### ${run.database}

Highest rate with p99 under ${limit} ms: ${best}.

| operation | target req/s | achieved req/s | p50 ms | p99 ms | errors / non-2xx / GraphQL errors | CPU % API / load generator | API CPU ms per request | p99 < ${limit} ms, no failure |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

/** One sentence per database: CPU per request and what a room's worth of requests costs. */
function capacity(run: DatabaseRun): string {
  const costs = run.ladders.map((ladder) => {
    const step = ladder.steps.find((candidate) => candidate.target === ladder.bestRate) ?? ladder.steps[0]!;
    return { operation: ladder.operation, ms: step.achieved > 0 ? (step.apiCpu * 10) / step.achieved : NaN };
  });
  const cost = (name: string) => costs.find((entry) => entry.operation === name)?.ms ?? NaN;
  // A 2-player room: both players sign up, one creates the room, the other joins it; one lobby load each.
  const room = 2 * cost('newUser') + cost('newRoom') + cost('joinRoom') + 2 * cost('lobby');
  const list = costs.map((entry) => `${entry.operation} ${fixed(entry.ms)} ms`).join(', ');
  return `On ${run.database} the API spent this much CPU per request (at the highest passing rate, or the lowest rate where none passed): ${list}. A 2-player room from
scratch (2 newUser, newRoom, joinRoom, 2 lobby loads; startMatch and chat not counted) is about ${fixed(room)} ms of API CPU,
so one core would set up roughly ${Number.isFinite(room) && room > 0 ? Math.floor(1000 / room) : '–'} such rooms per second if nothing else ran.`;
}

function fanoutTable(run: DatabaseRun): string {
  const rows = run.fanouts.map((fanout) => {
    const each = summarize('each', 'ms', fanout.deliveries);
    const last = summarize('last', 'ms', fanout.rounds);
    const send = summarize('send', 'ms', fanout.sends);
    return `| ${fanout.scenario} | ${fanout.deliveries.length} | ${each.median} / ${each.p99} | ${fanout.rounds.length} | ${last.median} / ${last.p99} | ${send.median} / ${send.p99} | ${fanout.missing} / ${fanout.failedSends} |`;
  });
  return `| scenario (${run.database}) | deliveries | to each subscriber, median / p99 ms | rounds | to the last subscriber, median / p99 ms | sendMessage answer, median / p99 ms | lost deliveries / failed sends |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

export function markdown(runs: DatabaseRun[], settings: Settings): string {
  const sizes = settings.full
    ? `This was the full run: ${settings.seconds} s per rate, chat ${settings.chatRounds} rounds.`
    : `**This was a short run** (API_BENCH_QUICK): ${settings.seconds} s per rate, chat ${settings.chatRounds} rounds; the full run (default) uses 4 s per rate and 40 rounds.`;
  return `### Method

The API runs as its own process (\`apps/api/src/main.ts\` under tsx, exactly as \`pnpm --filter @tabula/api start\`)
with one game server process (only the chat matches need it: newRoom checks the game code against
the catalogue and joinRoom only fills seats), first on embedded PGlite in a temporary \`DATA_DIR\`, then on a
temporary PostgreSQL (Debian's binaries, \`scripts/services.mjs\`, \`fsync=off\`). The load comes
from this benchmark's own process on the same machine (so it shares the 2 cores with the API).
Every request is a real \`POST /graphql\` with the CSRF cookie and header and, where the API needs
one, a bearer token; the queries are the web app's own (\`apps/web/lib/apollo/operations.ts\`).
${sizes}

- **newUser**: a fresh nickname per request (no login needed).
- **newRoom**: a private Reversi room for 4 (the web app's default visibility), by 50 signed-in users in turn.
- **joinRoom**: every request joins a user who is not yet in the room to a room with a free seat
  (the rooms newRoom created, 3 free seats each, topped up when short), answering the full room as the web app asks for it.
- **lobby**: the public lobby holding its maximum of 100 rooms with 2 players each (plus all the private rooms in the table).

Every request comes from one address, so the API runs with its limits on sign-ups, renames and
WebSocket connections per address raised far above the load (the defaults would refuse the 21st
newUser); only chat's 5 messages per 10 s per user remain, and nothing is refused for being too
fast. Each operation is sent at fixed rates
(${settings.rates.join(', ')} req/s) with autocannon 9's \`overallRate\`; because autocannon sends a
connection's quota for a second in one burst, the rate is split over 10 autocannon instances
started 100 ms apart, so requests arrive every 100 ms in small groups rather than once a second.
Latency is measured per request from sending it to receiving the last byte of the answer. A
rate "passes" when p99 < ${settings.p99Limit} ms, no request failed (connection error, timeout,
non-2xx status or a GraphQL error in a 200 answer) and at least 90 % of the rate was reached. The
rates go up until one fails; then the rate halfway between the last passing and the failing one is
tried, so the highest passing rate is known to within a quarter of the step. The CPU column is
the API process's CPU time during the step (% of one core; PGlite runs inside that process, so on
PGlite it includes the database; Node runs JavaScript on one core, so near 100 % the API is
CPU-bound) and that of the load generator. Reproduce: \`pnpm bench apps/api\` (\`API_BENCH_QUICK=1\`
for a short run, \`API_BENCH_DATABASES=pglite\` to skip PostgreSQL).

Chat fan-out: ${settings.subscribers} graphql-ws clients subscribe to \`chatMutated\`. Only the
players of a match may subscribe and the largest online game (Reversi) has 4 players, so one chat
channel with 50 *players* cannot exist. Two real scenarios with 50 subscribers are measured:
(a) 50 players spread over as few matches as possible (11 of 4 and 2 of 3), every match sending
one message at the same moment each round, so the API fans 13 messages out to 50 sockets at once;
(b) one 4-player match whose players have 50 sockets between them (several tabs or devices each,
which the API allows), one message per round to all 50. A round every ${settings.chatIntervalMs} ms, senders
rotating among the match's players to stay under the 5-messages-per-10-s limit (a match skips a round
when all its players are at the limit). Latency runs from the start of the \`sendMessage\` POST to
the subscriber's WebSocket receiving the message, so it includes the message's database
transaction (rate-limit count and insert) and the publish.

### Results

${runs.map((run) => ladderTable(run, settings.p99Limit)).join('\n')}
${runs.map(fanoutTable).join('\n')}
### What the numbers mean

${runs.map(capacity).join('\n\n')}

On PGlite every database operation takes its turn on one connection, so the API's throughput is
that of one embedded database session; PostgreSQL runs transactions in parallel (10 pooled
connections), which matters for the writes (newUser, newRoom, joinRoom). The lobby reads up to
100 rooms with their players and users, the heaviest read. A web visitor causes a handful of
these requests per room (one newUser per browser, one newRoom or joinRoom per match, a lobby
load per visit to the lobby page, then lobby updates over WebSocket), so the rates above are
room or visitor arrivals per second; game moves go to the game server, not the API. Chat latency
is a database write plus an in-memory publish to the WebSocket clients: the "last subscriber"
figure is what the slowest of 50 players waits.
`;
}
