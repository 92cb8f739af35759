// The "why" part of the report: where Tabula's game server spends more than stock boardgame.io,
// with the measured numbers filled in. The causes are read from the code (see the file names).
import type { ProfileSummary } from './cpuProfile';
import { runNumbers } from './figures';
import { LOAD_LABELS } from './loads';
import type { RunResult } from './measureRun';
import type { ServerKind } from './servers';

const fmt = (x: number | undefined, digits = 1) => (x !== undefined && Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

function share(summary: ProfileSummary | undefined, test: (name: string) => boolean): number | undefined {
  return summary?.categories.filter((c) => test(c.name)).reduce((sum, c) => sum + c.percent, 0);
}

export function explanation(runs: RunResult[], profiles: { kind: ServerKind; summary: ProfileSummary }[]): string {
  const bySize = (kind: ServerKind) => runs.filter((r) => r.kind === kind).sort((a, b) => a.matches - b.matches);
  const perMove = (kind: ServerKind) =>
    bySize(kind)
      .map((r) => fmt(runNumbers(r).cpuPerMove, 2))
      .join(' / ') || 'n/a';
  const sizes = [...new Set(runs.map((r) => r.matches))].join(' / ');
  const pg = runs.filter((r) => r.kind === 'postgres' && r.databaseTransactions !== undefined && r.moves > 0);
  const statements = pg.map((r) => fmt(r.databaseTransactions! / r.moves)).join(' / ');
  const pgCpu = pg.map((r) => fmt(runNumbers(r).databaseCpuPerMove, 2)).join(' / ');
  const profile = (kind: ServerKind) => profiles.find((p) => p.kind === kind)?.summary;
  const pglite = share(profile('pglite'), (n) => n.includes('PGlite') || n.includes('pglite'));
  const pgDriver = share(profile('postgres'), (n) => n === 'pg' || n.startsWith('pg-'));
  const immer = share(profile('stock'), (n) => n === 'immer');

  return [
    '#### Why Tabula is slower than stock',
    '',
    `CPU per move at ${sizes} matches of ${runs[0] ? LOAD_LABELS[runs[0].load] : 'n/a'}: stock ${perMove('stock')} ms, Tabula on PGlite ${perMove('pglite')} ms, Tabula on PostgreSQL ${perMove('postgres')} ms in the game server plus ${pgCpu || 'n/a'} ms in PostgreSQL. The same boardgame.io master runs the moves in all three; the difference is what Tabula adds on purpose:`,
    '',
    '- **Durable commit before broadcast.** Stock boardgame.io broadcasts a new state as soon as its reducer has run and then writes it to a JavaScript `Map`. Tabula withholds the broadcast until the database has committed the state (`src/transport/commitGatedPubSub.ts`), so that no move a player has seen can be lost in a crash (`src/restart.test.ts` kills the server mid-match to prove it). Every round trip therefore contains the database.',
    `- **SQL per move.** For each move boardgame.io's master reads the match metadata, then the state (two \`SELECT\`s, one after the other), then writes the state with its log entry (one statement, \`src/storage/SqlStorage.ts\`) and the metadata (one \`UPDATE\`) in parallel: four statements, three of them one after another before the mover sees the result. Counted on PostgreSQL over the window, match creation, joins, connection and disconnection bookkeeping included: ${statements || 'n/a'} statements per move. Tabula keeps no per-match cache (several game servers may share one database), so every move is read back from the database.`,
    `- **PGlite runs inside the game server's own thread.** PGlite is PostgreSQL compiled to WebAssembly, with its files on disk through Emscripten's file system layer; it executes one query at a time. In the profile, PGlite (WebAssembly plus its JavaScript file system layer) takes ${fmt(pglite)} % of the server's busy CPU, so the node thread that also parses socket messages and runs the game is shared with the database, and under load every move waits in PGlite's single query queue (and for its file writes, which use no CPU but take time), which is why its round trip grows first. Its WebAssembly heap is also why the process's resident memory is several hundred MB from the start.`,
    `- **PostgreSQL moves the SQL work out of the process**: the game server's own CPU per move is much closer to stock (${fmt(pgDriver)} % of its busy time is the \`pg\` driver, the rest mostly socket writes, JSON and boardgame.io), and PostgreSQL's own CPU comes on top. But each move makes three round trips to another process one after the other; on 2 cores shared with the load generators every hop can wait for a core, which is where most of its round trip goes, rather than in CPU work.`,
    `- Stock boardgame.io's own cost is mostly the reducer and its immutable updates (immer: ${fmt(immer)} % of its busy time), socket.io encoding and socket writes; Tabula pays that too.`,
    '',
    'What it means: the extra cost buys crash safety and scale-out (several game servers on one PostgreSQL), and a round trip of some milliseconds up to a few tens is invisible in a turn-based game. The capacity of one 2-core machine follows from CPU per move: a core spends it on every move of every match, so divide 1,000 ms by the figure for moves per second per core (less in practice: the load generators here took a large share of the second core). On one machine, PostgreSQL (a separate process that uses the second core) serves more moves than PGlite at lower latency; PGlite is for a single small deployment. The first optimisation, if ever needed, is a per-match read cache (saves the two `SELECT`s per move, see the README).',
  ].join('\n');
}
