// The API's fault tests at larger sizes (issue 6; the small ones run in the test suite from
// src/faults/): a restart with many users, rooms, matches and messages on PGlite and PostgreSQL,
// and PostgreSQL unreachable while clients keep a steady load on the API. Environment:
// API_FAULTS_USERS (200), API_FAULTS_RATE (50 req/s), API_FAULTS_OUTAGE_S (5).
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { outageUnderLoad, type OutagePlan, type OutageResult } from './faults/outageUnderLoad';
import { restartAtSize, type RestartResult } from './faults/restartAtSize';
import { startPostgres } from './stack';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const single = (name: string, unit: string, value: number): BenchFigure => ({ name, unit, runs: 1, median: value, p99: value });
const round = (ms: number | null) => (ms === null ? 'never' : `${Math.round(ms)} ms`);

function restartFigures(label: string, result: RestartResult): BenchFigure[] {
  return [
    summarize(`API restart until healthy, SIGTERM and SIGKILL (${label})`, 'ms', result.restartMs),
    single(
      `tokens, rooms, match views and chat histories checked after each restart (${label})`,
      'items',
      result.checked.tokens + result.checked.rooms + result.checked.matchViews + result.checked.messages,
    ),
    single(`data lost or changed by the restarts (${label})`, 'items', result.losses.length),
  ];
}

function outageFigures(plan: OutagePlan, result: OutageResult): BenchFigure[] {
  const during = result.answers.filter((a) => a.phase === 'outage');
  const label = `PostgreSQL ${plan.outage === 'refuse' ? 'refusing connections' : 'not answering'} ${plan.outageMs / 1000} s, ${plan.rate} req/s`;
  return [
    summarize(
      `API answer time during the outage (${label})`,
      'ms',
      during.map((a) => a.ms),
    ),
    single(`answers during the outage: DATABASE_UNAVAILABLE (${label})`, 'answers', during.filter((a) => a.unavailable).length),
    single(
      `answers during the outage: anything else but success (${label})`,
      'answers',
      during.filter((a) => !a.unavailable && !a.ok).length,
    ),
    single(`first success after the database is back (${label})`, 'ms', Math.round(result.firstSuccessMs ?? -1)),
    single(`every request succeeding again after the database is back (${label})`, 'ms', Math.round(result.fullRecoveryMs ?? -1)),
    single(`partial writes found afterwards (${label})`, 'rooms', result.partialWrites.length),
  ];
}

function outageRow(plan: OutagePlan, result: OutageResult): string {
  const count = (phase: string, test: (a: OutageResult['answers'][number]) => boolean) =>
    result.answers.filter((a) => a.phase === phase && test(a)).length;
  const others = [...new Set(result.answers.filter((a) => !a.ok && !a.unavailable).map((a) => a.description))]
    .slice(0, 3)
    .join('; ');
  return `| ${plan.outage} | ${count('before', (a) => a.ok)} / ${count('before', () => true)} | ${count('outage', (a) => a.unavailable)} / ${count('outage', (a) => a.ok)} / ${count('outage', (a) => !a.ok && !a.unavailable)} | ${round(result.firstSuccessMs)} | ${round(result.fullRecoveryMs)} | ${count('after', (a) => a.ok)} / ${count('after', () => true)} | ${result.roomsCreated} | ${result.partialWrites.length} | ${result.apiRestarted ? 'yes' : 'no'} | ${others || 'none'} |`;
}

export default async function bench(): Promise<BenchOutput> {
  const users = setting('API_FAULTS_USERS', 200);
  const size = { users, messagesPerMatch: 4 };
  const figures: BenchFigure[] = [];
  const restartRows: string[] = [];
  const outageRows: string[] = [];
  const postgres = await startPostgres();
  try {
    for (const [label, url] of [
      ['PGlite', undefined],
      ['PostgreSQL', postgres?.url],
    ] as const) {
      if (label === 'PostgreSQL' && !url) continue;
      const result = await restartAtSize(size, url);
      const tag = `${users} users, ${label}`;
      figures.push(...restartFigures(tag, result));
      const { tokens, rooms, matchViews, messages } = result.checked;
      restartRows.push(
        `| ${label} | ${tokens} | ${rooms} | ${matchViews} | ${messages} | ${result.restartMs.map((ms) => Math.round(ms)).join(' / ')} ms | ${result.losses.length} |`,
      );
      for (const loss of result.losses.slice(0, 5)) restartRows.push(`| | ${loss} | | | | | |`);
    }
    if (postgres) {
      for (const outage of ['refuse', 'stall'] as const) {
        const plan: OutagePlan = {
          outage,
          clients: 10,
          rate: setting('API_FAULTS_RATE', 50),
          beforeMs: 3000,
          outageMs: setting('API_FAULTS_OUTAGE_S', 5) * 1000,
          afterMs: 12_000,
        };
        const result = await outageUnderLoad(plan, postgres.url);
        figures.push(...outageFigures(plan, result));
        outageRows.push(outageRow(plan, result));
      }
    }
  } finally {
    postgres?.stop();
  }
  const markdown = [
    '### API faults at a larger size',
    '',
    `**Restart.** ${users} users sign up; they pair up in ${users / 2} Tic-Tac-Toe rooms, every other room is started and its two players exchange ${size.messagesPerMatch} chat messages. Then the API process is stopped with SIGTERM and started again on the same data, and once more with SIGKILL. After each restart every user's old token must still name that user, and each room (as its creator reads it), each match (as each of its players reads it, with their seat and secret) and each chat history must be exactly what they were before. Restart time runs from spawning the API (tsx) to its health check answering.`,
    '',
    '| database | tokens | rooms | match views | chat messages | restart SIGTERM / SIGKILL | lost or changed |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...restartRows,
    '',
    postgres
      ? `**PostgreSQL outage under load.** 10 signed-in clients send ${setting('API_FAULTS_RATE', 50)} requests a second in all (their own user, the lobby, a new public room, in turn) to an API whose database connection goes through a TCP proxy. After 3 s the proxy either refuses every connection (*refuse*: a database that is down or restarting) or accepts them and never answers (*stall*: packets lost on the way) for ${setting('API_FAULTS_OUTAGE_S', 5)} s, then forwards again for 12 s. Every answer is counted by the phase its request was sent in. During the outage each must be an HTTP 503 with the code DATABASE_UNAVAILABLE, given at once when connections are refused and after the API's connection timeout (5 s) when they stall; a request still waiting for a connection when the database comes back is served late, which counts as a success (the answer-time figures above show the wait). Anything else would be a failure. Afterwards every room whose creation was acknowledged must have its creator as a member. The same API process serves throughout (it is not restarted).`
      : 'PostgreSQL is not installed here: the outage scenario was skipped.',
    '',
    ...(postgres
      ? [
          '| outage | before: ok / sent | during: unavailable / ok / other | first success after | all succeed after | after: ok / sent | rooms created | partial writes | API restarted | other answers |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
          ...outageRows,
        ]
      : []),
  ].join('\n');
  return { figures, markdown };
}
