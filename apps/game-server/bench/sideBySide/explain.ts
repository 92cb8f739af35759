// The "why" part of the report: where Tabula's game server spends more than stock boardgame.io,
// with the measured numbers and the profiles' shares filled in. The causes are read from the code
// (see the file names); the statement counts below follow src/storage/ and boardgame.io 0.50.2's
// lobby routes and master.
import type { ProfileSummary } from './cpuProfile';
import { median, runNumbers } from './figures';
import { LOAD_LABELS } from './loads';
import type { RunResult } from './measureRun';
import type { ServerKind } from './servers';

/**
 * Statements a move sends, before grouping: one write (state and log). Its read (metadata and
 * state) is answered from the server's copy of the match (src/storage/matchCache.ts).
 */
const STATEMENTS_PER_MOVE = 1;
/**
 * Statements a match sends outside its moves, before grouping: its creation, then per seat the
 * join's metadata write. A join's read and each seat's first sync are answered from the server's
 * copy of the match, and connection changes are kept in memory (seatPresence.ts).
 */
const SETUP_STATEMENTS_PER_MATCH = 1 + 2;

const fmt = (x: number | undefined, digits = 1) => (x !== undefined && Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

function share(summary: ProfileSummary | undefined, test: (name: string) => boolean): number | undefined {
  return summary?.categories.filter((c) => test(c.name)).reduce((sum, c) => sum + c.percent, 0);
}

export function explanation(runs: RunResult[], profiles: { kind: ServerKind; summary: ProfileSummary }[]): string {
  const sizeList = [...new Set(runs.map((r) => r.matches))].sort((a, b) => a - b);
  /** Per size, the median over the repeated runs. */
  const list = (kind: ServerKind, value: (r: RunResult) => number | undefined, digits = 2) =>
    sizeList
      .map((size) => runs.filter((r) => r.kind === kind && r.matches === size).map((r) => value(r) ?? NaN))
      .filter((values) => values.length > 0)
      .map((values) => fmt(median(values), digits))
      .join(' / ') || 'n/a';
  const perMove = (kind: ServerKind) => list(kind, (r) => runNumbers(r).cpuPerMove);
  const sizes = sizeList.join(' / ');
  const statements = list(
    'postgres',
    (r) => (r.databaseTransactions !== undefined && r.moves > 0 ? r.databaseTransactions / r.moves : undefined),
    1,
  );
  const pgCpu = list('postgres', (r) => runNumbers(r).databaseCpuPerMove);
  const opened = runs.filter((r) => r.kind !== 'stock' && r.matchesOpened > 0);
  const movesPerMatch = opened.reduce((sum, r) => sum + r.moves, 0) / opened.reduce((sum, r) => sum + r.matchesOpened, 0);
  const ungrouped = STATEMENTS_PER_MOVE + SETUP_STATEMENTS_PER_MATCH / movesPerMatch;
  const roundTrips = (kind: ServerKind) => list(kind, (r) => runNumbers(r).roundTripP50, 1);
  const profile = (kind: ServerKind) => profiles.find((p) => p.kind === kind)?.summary;
  const ownCode = (kind: ServerKind) => fmt(share(profile(kind), (n) => n === 'Tabula game server'));
  const nativeCalls = (kind: ServerKind) => fmt(share(profile(kind), (n) => n.startsWith('native calls')));
  const pgDriver = share(profile('postgres'), (n) => n === 'pg' || n.startsWith('pg-'));
  const immer = share(profile('stock'), (n) => n === 'immer');
  const profiled = profiles.length > 0;

  return [
    '#### Why Tabula is slower than stock',
    '',
    `CPU per move at ${sizes} matches of ${runs[0] ? LOAD_LABELS[runs[0].load] : 'n/a'}: stock ${perMove('stock')} ms, Tabula on PGlite ${perMove('pglite')} ms (its database thread included), Tabula on PostgreSQL ${perMove('postgres')} ms in the game server plus ${pgCpu} ms in PostgreSQL. Median move round trip: stock ${roundTrips('stock')} ms, PGlite ${roundTrips('pglite')} ms, PostgreSQL ${roundTrips('postgres')} ms. The same boardgame.io master runs the moves in all three; the difference is what Tabula adds on purpose:`,
    '',
    '- **Durable commit before broadcast.** Stock boardgame.io broadcasts a new state as soon as its reducer has run and then writes it to a JavaScript `Map`. Tabula withholds the broadcast until the database has committed the state (`src/transport/commitGatedPubSub.ts`), so that no move a player has seen can be lost in a crash (`src/restart.test.ts` kills the server mid-match to prove it). Every round trip therefore contains a database round trip: the write of the new state. (The read of the match before the move is answered from the copy this server keeps of each match it serves, as last committed, `src/storage/matchCache.ts`; the `state_id` guard of the write refuses a move made from a copy another game server has overtaken.)',
    `- **Grouped statements.** A move writes its state and log entries in one statement, grouped with the other matches' writes that arrive meanwhile (\`src/storage/groupCommit.ts\`), one batch under way at a time (on PostgreSQL a second one while the first holds a lone write), so under load a move that arrives while a batch runs waits for it: the round trip is then up to two batch times, not one bare round trip. Reads (joins, syncs, a match this server holds no copy of) are grouped the same way (\`groupRead.ts\`). Match creations and metadata writes (joins, connections) are grouped the same way in queues of their own, so a move never waits behind them in Tabula's queues (it can on the database connection: PGlite runs one query at a time). Before grouping, a match costs ${SETUP_STATEMENTS_PER_MATCH} statements outside its moves (creation, and a write per seat's join: a join's read and a seat's first sync are answered from the server's copy of the match, and connection changes are not written, \`seatPresence.ts\`) and ${STATEMENTS_PER_MOVE} per move${Number.isFinite(ungrouped) ? `: with ${fmt(movesPerMatch)} moves per match here that is ${fmt(ungrouped)} statements per move` : ''}; counted on PostgreSQL over the window after grouping: ${statements}. Short matches pay the set-up more often, which is why Tic-Tac-Toe costs more per move than a long card game.`,
    profiled
      ? `- **Each statement is a socket write and a reply to parse.** On PostgreSQL ${fmt(pgDriver)} % of the server's busy time is the \`pg\` driver, and the native calls (mostly \`writev\`, the socket writes to the clients and to the database, whose loopback costs are charged to the writer) take ${nativeCalls('postgres')} % (stock: ${nativeCalls('stock')} %); PostgreSQL's own CPU comes on top, on the other core. Tabula's own code (commit gating, guards, payload trimming, storage) takes ${ownCode('postgres')} % on PostgreSQL and ${ownCode('pglite')} % on PGlite.`
      : "- **Each statement is a socket write and a reply to parse** (the shares of the `pg` driver, the socket writes and Tabula's own code come from CPU profiles, which this run did not take: BENCH_PROFILE_SIZE=0).",
    "- **PGlite runs in a worker thread of the game server** (`src/storage/pgliteThread.ts`): its WebAssembly PostgreSQL does not stall the sockets, but it runs one query at a time and its CPU counts in the process's CPU per move (a profile is of the main thread only). Its WebAssembly heap is also why the process's resident memory is a few hundred MB from the start.",
    `- Stock boardgame.io's own cost is mostly the reducer and its immutable updates${profiled ? ` (immer: ${fmt(immer)} % of its busy time)` : ''}, socket.io encoding and socket writes; Tabula pays that too.`,
    '',
    'What it means: the extra cost buys crash safety and scale-out (several game servers on one PostgreSQL), and a round trip of some milliseconds up to a few tens is invisible in a turn-based game. The capacity of one 2-core machine follows from CPU per move: a core spends it on every move of every match, so divide 1,000 ms by the figure for moves per second per core (less in practice: the load generators here took a large share of the second core). What is left per move is the write itself: the CPU PostgreSQL spends on a move (a new row version of the match, a log row, their index entries and the commit) is of the order of what the game server spends, and both share the two cores of the machine with the load generators.',
  ].join('\n');
}
