// The side-by-side benchmark's section of bench/REPORT.md: how it was measured, one table per size
// and load with Tabula's ratios to stock (the same rows for every load), and what the CPU profiles
// say about the difference.
import type { ProfileSummary } from './cpuProfile';
import { explanation } from './explain';
import { median, runNumbers } from './figures';
import { LOAD_LABELS, type LoadName } from './loads';
import type { RunResult, RunSettings } from './measureRun';
import { SERVER_LABELS, type ServerKind } from './servers';

interface ReportInput {
  runs: RunResult[];
  loads: LoadName[];
  profiles: { kind: ServerKind; summary: ProfileSummary }[];
  /** The load the CPU profiles were taken on. */
  profileLoad: LoadName;
  profileSize: number;
  settings: RunSettings;
  notes: string[];
  /** Runs of each case (each figure in the tables is the median over them). */
  repeats: number;
}

const fmt = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');
const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

type Row = [label: string, value: (run: RunResult) => number, digits: number, compare: boolean];

const ROWS: Row[] = [
  ['matches open when the window began', (r) => r.openedBeforeWindow, 0, false],
  ['moves per second (median second)', (r) => runNumbers(r).movesPerSecond, 0, true],
  ['moves per second (slowest second)', (r) => runNumbers(r).slowestSecond, 0, true],
  ['move round trip p50 (ms)', (r) => runNumbers(r).roundTripP50, 1, true],
  ['move round trip p99 (ms)', (r) => runNumbers(r).roundTripP99, 1, true],
  ['server CPU, median second (% of one core)', (r) => runNumbers(r).cpu, 0, true],
  ['server CPU per move (ms)', (r) => runNumbers(r).cpuPerMove, 2, true],
  ['server RSS median (MB)', (r) => runNumbers(r).rss, 0, true],
  ['server RSS peak (MB)', (r) => runNumbers(r).rssPeak, 0, true],
  ['PostgreSQL CPU, median second (%)', (r) => (r.kind === 'postgres' ? runNumbers(r).databaseCpu : NaN), 0, false],
  ['PostgreSQL CPU per move (ms)', (r) => (r.kind === 'postgres' ? runNumbers(r).databaseCpuPerMove : NaN), 2, false],
  [
    'SQL statements per move (PostgreSQL, all included)',
    (r) => (r.databaseTransactions !== undefined && r.moves > 0 ? r.databaseTransactions / r.moves : NaN),
    1,
    false,
  ],
  ['load generators CPU, median second (%)', (r) => runNumbers(r).generatorCpu, 0, false],
  ['load generator event loop delay p99 (ms)', (r) => r.generatorLoopDelayP99, 0, false],
  ['matches created during the window', (r) => r.matchesOpened, 0, false],
  ['moves per match created (moves / matches created)', (r) => (r.matchesOpened > 0 ? r.moves / r.matchesOpened : NaN), 0, false],
  ['failed or timed-out moves and openings', (r) => r.errors, 0, false],
  ['machine load average (1 min) at the end', (r) => r.loadAverage, 1, false],
];

/** Each server's runs of one case, stock first when it ran. */
function byServer(runs: RunResult[]): [ServerKind, RunResult[]][] {
  const kinds = [...new Set(runs.map((r) => r.kind))].sort((a, b) => Number(b === 'stock') - Number(a === 'stock'));
  return kinds.map((kind) => [kind, runs.filter((r) => r.kind === kind)]);
}

function sizeTable(runs: RunResult[]): string {
  const servers = byServer(runs);
  const stock = servers.find(([kind]) => kind === 'stock')?.[1];
  const others = servers.filter(([kind]) => kind !== 'stock');
  const columns = [
    ...(stock ? [SERVER_LABELS.stock] : []),
    ...others.flatMap(([kind]) => (stock ? [SERVER_LABELS[kind], 'ratio to stock'] : [SERVER_LABELS[kind]])),
  ];
  const lines = [`| | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---:').join('|')}|`];
  for (const [label, value, digits, compare] of ROWS) {
    const of = (group: RunResult[]) => median(group.map(value));
    const cells = [
      ...(stock ? [fmt(of(stock), digits)] : []),
      ...others.flatMap(([, group]) => {
        const own = fmt(of(group), digits);
        if (!stock) return [own];
        return [own, compare ? ratio(of(group), of(stock)) : ''];
      }),
    ];
    if (cells.every((c) => c === 'n/a' || c === '')) continue;
    lines.push(`| ${label} | ${cells.join(' | ')} |`);
  }
  if (stock && stock.length > 1) lines.push('', eachRun(stock, others));
  const errors = runs.flatMap((r) => r.errorSamples.map((e) => `${SERVER_LABELS[r.kind]}: ${e}`)).slice(0, 3);
  if (errors.length) lines.push('', `Errors seen: ${errors.map((e) => `\`${e.replace(/`/g, "'")}\``).join('; ')}.`);
  return lines.join('\n');
}

/** The spread behind the medians: each run's ratios to the stock run just before it. */
function eachRun(stock: RunResult[], others: [ServerKind, RunResult[]][]): string {
  const pairs = (group: RunResult[], value: (r: RunResult) => number) =>
    group
      .map((run) => {
        const reference = stock.find((s) => s.repeat === run.repeat);
        return reference ? ratio(value(run), value(reference)) : 'n/a';
      })
      .join(', ');
  const servers = others.map(
    ([kind, group]) =>
      `${SERVER_LABELS[kind]}: moves per second ${pairs(group, (r) => runNumbers(r).movesPerSecond)}; round trip p50 ${pairs(group, (r) => runNumbers(r).roundTripP50)}`,
  );
  const stockRates = stock.map((r) => fmt(runNumbers(r).movesPerSecond, 0)).join(', ');
  return `Each figure is the median of ${stock.length} runs. Run by run, the ratio to that run's stock: ${servers.join('; ')} (stock's own moves per second: ${stockRates}).`;
}

function profileSection(profiles: ReportInput['profiles'], load: LoadName, size: number): string {
  if (profiles.length === 0) return '';
  const names = [...new Set(profiles.flatMap((p) => p.summary.categories.slice(0, 8).map((c) => c.name)))];
  const header = `| kind of code (self time, % of busy CPU) | ${profiles.map((p) => SERVER_LABELS[p.kind]).join(' | ')} |`;
  const lines = [
    `### CPU profiles at ${size} matches (${LOAD_LABELS[load]})`,
    '',
    `Each server was run once more at ${size} matches of ${LOAD_LABELS[load]} under \`node --cpu-prof\` (the profiler costs some speed, so these runs are not in the tables above); only the samples of the measuring window count. Busy CPU time of the server in that window: ${profiles
      .map((p) => `${SERVER_LABELS[p.kind]} ${(p.summary.busyMs / 1000).toFixed(1)} s`)
      .join(', ')}.`,
    '',
    header,
    `|---|${profiles.map(() => '---:').join('|')}|`,
    ...names.map(
      (name) =>
        `| ${name} | ${profiles.map((p) => fmt(p.summary.categories.find((c) => c.name === name)?.percent ?? 0)).join(' | ')} |`,
    ),
  ];
  for (const { kind, summary } of profiles.filter((p) => p.kind !== 'stock')) {
    lines.push('', `Top functions by self time, ${SERVER_LABELS[kind]}:`, '', '| function | where | % |', '|---|---|---:|');
    for (const f of summary.functions) lines.push(`| \`${f.name}\` | ${f.where} | ${fmt(f.percent)} |`);
  }
  return lines.join('\n');
}

const LOAD_DESCRIPTIONS: Record<LoadName, string> = {
  tictactoe: '**Tic-Tac-Toe**: the players alternate moves, each the first empty cell, so every match lasts 7 moves.',
  sixtysix:
    '**Sixty-Six**, a two-seat card game with hidden hands (each seat\'s client holds only its own view): the seat that may act chooses one of its legal moves at random (seeded, `BENCH_SEED`), from the game\'s `ai.enumerate` on the state its own client received: draws, plays, marriages, closing, "Out!", and the "next round" confirmation both seats give at every round\'s end, each a move with its own round trip. A match runs until a seat has 7 game points (random play calls "Out!" early and often, so a match lasts a few dozen moves: see the row moves per match); its states (hands, tricks, won cards, round scores) and log entries are about twice Tic-Tac-Toe\'s.',
};

export function sideBySideMarkdown({
  runs,
  loads,
  profiles,
  profileLoad,
  profileSize,
  settings,
  notes,
  repeats,
}: ReportInput): string {
  const sizes = [...new Set(runs.map((r) => r.matches))];
  const think =
    settings.thinkMs > 0
      ? `${settings.thinkMs} ms on average (uniformly 0.5–1.5×)`
      : 'none (each move is sent as soon as the previous one is seen)';
  return [
    '### Game server side by side with stock boardgame.io',
    '',
    `Matches played through real boardgame.io clients (\`boardgame.io/client\` with the SocketIO transport, websocket only) in ${settings.generators} load generator processes, against each server started fresh in its own process for every size and load: stock boardgame.io 0.50.2 (\`Server({ games })\` with the same game rules, default in-memory storage), Tabula's game server on PGlite (embedded) and Tabula's game server on PostgreSQL 15 (a local temporary server, \`fsync=off\`). Each match is created and joined through the server's lobby REST API (Tabula's with its secret header), both seats connect, and the seat that may act moves after a think time of ${think}; a finished match is closed and replaced by a new one at once, so match creation and socket connection are part of the load. All matches are opened first (at most 16 at a time per generator; each slot's first match starts at a random moment within 8 think times, so that matches end and are replaced at a steady rate rather than in bursts), then ${settings.warmupMs / 1000} s of warm-up, then a ${settings.windowMs / 1000} s window in which every move sent and acknowledged counts. ${repeats > 1 ? `Each case is run ${repeats} times, the servers taking turns (stock, PGlite, PostgreSQL, stock, ...), so that a slow spell of this shared virtual machine weighs on every server alike; each figure in the tables is the median over the runs (identical code has moved by 30 % between two single runs here).` : 'Each case is run once (`BENCH_REPEATS=1`): single runs on this machine can differ by 30 %.'} The loads (\`BENCH_LOADS\`), each with the same rows and ratios:`,
    '',
    ...loads.map((load) => `- ${LOAD_DESCRIPTIONS[load]}`),
    '',
    "Round trip: from the mover's client sending the move to that client receiving the server's new state (not its own optimistic update). Moves per second: acknowledged moves in each whole second of the window, all matches together; in the figures, the `p99` column of a rate holds the slowest second. Server CPU: user + system time of the server process from /proc, per second, as % of one core (200 % = both cores); for PostgreSQL its own processes are measured separately. RSS: resident memory of the server process, sampled each second. CPU per move: server CPU seconds over the window divided by the moves in it (match creation and connections included), the best measure of cost that does not depend on how busy the machine was.",
    '',
    `The machine has 2 cores for everything: the server, the database, and the load generators, which run the full boardgame.io client for both seats of every match and often need as much CPU as the server. Once the server and the generators together want more than 2 cores, round trips grow with queueing and moves per second stop following the offered load (about ${settings.thinkMs > 0 ? '0.9 × matches' : 'unbounded'} moves/s).`,
    ...notes.map((note) => `\n${note}`),
    ...sizes.flatMap((size) =>
      loads.flatMap((load) => {
        const cases = runs.filter((r) => r.matches === size && r.load === load);
        if (cases.length === 0) return [];
        return ['', `#### ${size} concurrent matches (${size * 2} sockets): ${LOAD_LABELS[load]}`, '', sizeTable(cases)];
      }),
    ),
    '',
    profileSection(profiles, profileLoad, profileSize),
    '',
    runs.some((r) => r.kind !== 'stock') && runs.some((r) => r.kind === 'stock')
      ? explanation(
          runs.filter((r) => r.load === profileLoad),
          profiles,
        )
      : '',
  ].join('\n');
}
