import type { LogEntry, Server, State } from 'boardgame.io';
import type { Sql, Statement } from './sql';
import { INSERT_MATCHES, SET_METADATA, SET_METADATAS, WRITE_STATE, WRITE_STATES } from './statements';

// The statements behind SqlStorage's group commits: each writes a batch (distinct matches) in one
// statement, so one transaction, and returns one outcome per write, in the batch's order.

export const stringify = (value: unknown) => JSON.stringify(value ?? null);

export const gameoverOf = (gameover: unknown) => (gameover === undefined || gameover === null ? null : stringify(gameover));

/** How a state write ended: written, refused as stale (another write got there first), or missing match. */
export type WriteOutcome = 'written' | 'stale' | 'missing' | 'failed';

export interface StateWrite {
  matchID: string;
  stateID: number;
  /** The state as stored (JSON). */
  state: string;
  /** The state's game over as stored, null when the game goes on. */
  gameover: string | null;
  deltalog: LogEntry[];
  updatedAt: number;
}

/** A state write of `state` as `writeStates` stores it. */
export const stateWrite = (matchID: string, state: State, deltalog: LogEntry[], updatedAt: number): StateWrite => ({
  matchID,
  stateID: state._stateID,
  state: stringify(state),
  gameover: gameoverOf(state.ctx.gameover),
  deltalog,
  updatedAt,
});

export interface MatchInsert {
  matchID: string;
  initialState: State;
  metadata: Server.MatchData;
}

export interface MetadataWrite {
  matchID: string;
  metadata: Server.MatchData;
  /** The stored metadata text the write was made from: written only if the row still holds it (null: always). */
  expected: string | null;
}

/**
 * A match insert or metadata write: done, refused (the id is taken, or no such match), changed (a
 * metadata write whose match no longer holds the metadata it was made from), or the batch's error.
 */
export type MatchWriteOutcome = 'done' | 'refused' | 'changed' | { error: unknown };

export async function writeStates(sql: Sql, writes: StateWrite[]): Promise<WriteOutcome[]> {
  const columns = (w: StateWrite) => [w.matchID, w.stateID, w.state, w.gameover, stringify(w.deltalog), w.updatedAt];
  const rows = await runWrites<{ match_id: string; written: boolean; known: boolean }>(
    sql,
    WRITE_STATE,
    WRITE_STATES,
    writes.map(columns),
  );
  const byMatch = new Map(rows.map((row) => [row.match_id, row]));
  return writes.map((w) => {
    const row = byMatch.get(w.matchID);
    if (!row) throw new Error(`no outcome for the write of match ${w.matchID}`);
    return row.written ? 'written' : row.known ? 'stale' : 'missing';
  });
}

export async function insertMatches(sql: Sql, inserts: MatchInsert[]): Promise<MatchWriteOutcome[]> {
  const rows = await sql.query<{ match_id: string }>(INSERT_MATCHES, [
    inserts.map((i) => i.matchID),
    inserts.map((i) => i.metadata.gameName),
    inserts.map((i) => i.initialState._stateID),
    inserts.map((i) => stringify(i.initialState)),
    inserts.map((i) => stringify(i.metadata)),
    inserts.map((i) => gameoverOf(i.metadata.gameover)),
    inserts.map((i) => i.metadata.unlisted === true),
    inserts.map((i) => i.metadata.createdAt),
    inserts.map((i) => i.metadata.updatedAt),
  ]);
  return doneWhereReturned(rows, inserts);
}

export async function writeMetadata(sql: Sql, writes: MetadataWrite[]): Promise<MatchWriteOutcome[]> {
  const columns = (w: MetadataWrite) => [
    w.matchID,
    stringify(w.metadata),
    gameoverOf(w.metadata.gameover),
    w.metadata.unlisted === true,
    w.metadata.updatedAt,
    w.expected,
  ];
  const rows = await runWrites<{ match_id: string; written: boolean; known: boolean }>(
    sql,
    SET_METADATA,
    SET_METADATAS,
    writes.map(columns),
  );
  const byMatch = new Map(rows.map((row) => [row.match_id, row]));
  return writes.map((w) => {
    const row = byMatch.get(w.matchID);
    if (!row) throw new Error(`no outcome for the metadata write of match ${w.matchID}`);
    return row.written ? 'done' : row.known ? 'changed' : 'refused';
  });
}

/**
 * Runs the parameters of one write (one array per write, one value per column) with `single`
 * when there is one write, else with `batched`, which takes one array per column.
 */
function runWrites<Row>(sql: Sql, single: Statement, batched: Statement, writes: unknown[][]): Promise<Row[]> {
  if (writes.length === 1) return sql.query<Row>(single, writes[0]);
  return sql.query<Row>(
    batched,
    writes[0]!.map((_, column) => writes.map((write) => write[column])),
  );
}

function doneWhereReturned(rows: { match_id: string }[], writes: { matchID: string }[]): MatchWriteOutcome[] {
  const done = new Set(rows.map((row) => row.match_id));
  return writes.map((w) => (done.has(w.matchID) ? 'done' : 'refused'));
}
