import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { GroupCommit } from './groupCommit';
import { GroupRead } from './groupRead';
import {
  gameoverOf,
  insertMatches,
  type MatchInsert,
  type MatchWriteOutcome,
  type MetadataWrite,
  type StateWrite,
  stateWrite,
  stringify,
  type WriteOutcome,
  writeMetadata,
  writeStates,
} from './batchWrites';
import { MatchCache, type MatchRow } from './matchCache';
import { RecentOutcomes } from './recentOutcomes';
import type { Sql } from './sql';
import { READ_MATCHES } from './statements';

export type { WriteOutcome } from './batchWrites';

/** How long a finished write's outcome stays answerable by `outcome()`. */
const OUTCOME_TTL_MS = 10_000;

const matchWriteGroup = <Write extends { matchID: string }>(writeBatch: (writes: Write[]) => Promise<MatchWriteOutcome[]>) =>
  new GroupCommit<Write, MatchWriteOutcome>({
    keyOf: (write) => write.matchID,
    writeBatch,
    failed: (error) => ({ error }),
  });

/**
 * boardgame.io match storage on PGlite or PostgreSQL. Every method returns only after the database
 * has committed, and `setState` only ever moves a match forward: a state whose `_stateID` is not
 * newer than the stored one is refused, so two writers racing on one match can never both win.
 * State writes, match creations and metadata writes of many matches are each committed together
 * (see GroupCommit), in three separate queues, so a move's write never waits behind a batch of
 * joins; the writes of one match keep their order within each queue. Reads are grouped too, and
 * a move's read is usually answered from the copy of the match this server last committed (see
 * MatchCache).
 */
export class SqlStorage extends Async {
  private readonly outcomes = new RecentOutcomes<WriteOutcome>(OUTCOME_TTL_MS);
  private readonly sql: Sql;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stateWrites: GroupCommit<StateWrite, WriteOutcome>;
  private readonly matchInserts: GroupCommit<MatchInsert, MatchWriteOutcome>;
  private readonly metadataWrites: GroupCommit<MetadataWrite, MatchWriteOutcome>;
  private readonly matchReads: GroupRead<MatchRow>;
  private readonly cache = new MatchCache();
  /** The stored text of each metadata object fetch has handed out, so that its write can be conditional on it. */
  private readonly metadataTexts = new WeakMap<Server.MatchData, string>();
  private closed = false;

  constructor(
    sql: Sql,
    /** Told of every match this storage has created (after its commit). */
    private readonly onCreated: (matchID: string, gameName: string) => void = () => undefined,
    /** Completes a new match's first state before it is stored (its table clock). */
    private readonly prepare: (initialState: State) => State = (initialState) => initialState,
  ) {
    super();
    // Socket handlers of boardgame.io can still touch storage while the server shuts down
    // (a disconnect updates metadata): after close() they get an error instead of a closed pool.
    this.sql = {
      query: (statement, params) => this.track(() => sql.query(statement, params)),
      exec: (script) => this.track(() => sql.exec(script)),
      close: () => sql.close(),
    };
    this.stateWrites = new GroupCommit<StateWrite, WriteOutcome>({
      keyOf: (write) => write.matchID,
      // Queued writes still go after close() has begun: close() waits for them.
      writeBatch: (writes) => writeStates(sql, writes),
      failed: (error) => {
        console.error('game-server: writing a batch of states failed', error);
        return 'failed';
      },
      // On a pool, a move that comes while another's lone write is under way need not wait for it.
      // PGlite runs one statement at a time: a second batch would only queue there, ungrouped.
      maxInFlight: sql.parallel ? 2 : 1,
    });
    this.matchInserts = matchWriteGroup((inserts) => insertMatches(sql, inserts));
    this.metadataWrites = matchWriteGroup((writes) => writeMetadata(sql, writes));
    this.matchReads = new GroupRead<MatchRow>({
      readBatch: async (matchIDs, full) => {
        const rows = await this.sql.query<MatchRow>(READ_MATCHES, [matchIDs, [...full]]);
        return new Map(rows.map((row) => [row.match_id!, row]));
      },
    });
  }

  private track<T>(run: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('game server storage is closed'));
    return this.underWay(run());
  }

  /** Counts `promise` among the work close() waits for, until it settles. */
  private underWay<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    const forget = () => this.inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Waits for the queries and writes under way, then closes the database; later calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    this.outcomes.clear();
    this.cache.clear();
    await this.sql.close();
  }

  async connect(): Promise<void> {
    // The tables are created by migrate() before the server starts.
  }

  override async createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    const { metadata } = opts;
    const initialState = this.prepare(opts.initialState);
    const done = this.cache.writeBegins(matchID);
    const outcome = await this.submitMatchWrite(this.matchInserts, { matchID, initialState, metadata }).finally(() => done());
    if (outcome === 'refused') throw new Error(`match ${matchID} already exists`);
    this.cache.created(matchID, {
      game_name: metadata.gameName,
      state: stringify(initialState),
      state_id: initialState._stateID,
      metadata: stringify(metadata),
      gameover: gameoverOf(metadata.gameover),
      updated_at: metadata.updatedAt,
    });
    this.onCreated(matchID, metadata.gameName);
  }

  /** Stores the state and appends the deltalog in one transaction; see `writeState` for the outcome. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.writeState(matchID, state, deltalog);
  }

  /**
   * Like setState, but says whether the write happened. A stale or failed write is not thrown:
   * boardgame.io's socket handlers do not catch, and the server instead withholds the broadcast
   * of a state that was not committed (see CommitGatedPubSub). The write also moves the match's
   * update time, which the lobby lists by.
   */
  writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    const outcome: Promise<WriteOutcome> = this.closed ? Promise.resolve('failed') : this.submitState(matchID, state, deltalog);
    this.underWay(outcome);
    this.outcomes.set(`${matchID}\u0000${state._stateID}`, outcome);
    return outcome;
  }

  private async submitState(matchID: string, state: State, deltalog: LogEntry[] = []): Promise<WriteOutcome> {
    const write = stateWrite(matchID, state, deltalog, Date.now());
    const done = this.cache.writeBegins(matchID);
    const result = await this.stateWrites.submit(write);
    // Before the outcome is handed on: the broadcast that waits for it lets the next move come.
    done(result === 'written' ? { kind: 'state', ...write } : undefined);
    if (result === 'stale' || result === 'missing')
      console.warn(`game-server: state ${state._stateID} of match ${matchID} not written (${result})`);
    return result;
  }

  /** The outcome of the write of `stateID` for a match, if one was started in this process lately. */
  outcome(matchID: string, stateID: number): Promise<WriteOutcome> | undefined {
    return this.outcomes.get(`${matchID}\u0000${stateID}`);
  }

  /**
   * Writes the metadata of an existing match (nothing happens for an unknown one). Metadata that
   * fetch handed out (boardgame.io's lobby routes read it, change it and write it back) is written
   * only if the match still holds what was read: of two joins made from the same read, the second
   * fails instead of silently undoing the first.
   */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const done = this.cache.writeBegins(matchID);
    const expected = this.metadataTexts.get(metadata) ?? null;
    const outcome = await this.submitMatchWrite(this.metadataWrites, { matchID, metadata, expected }).catch((error: unknown) => {
      done();
      throw error;
    });
    if (outcome === 'refused') return done();
    if (outcome === 'changed') {
      done();
      throw new Error(`the metadata of match ${matchID} was changed since it was read`);
    }
    done({
      kind: 'metadata',
      metadata: stringify(metadata),
      seated: everySeatJoined(metadata),
      gameover: gameoverOf(metadata.gameover),
      updatedAt: metadata.updatedAt,
    });
  }

  /** Queues a write behind the other writes of its match; throws the error of a failed batch. */
  private async submitMatchWrite<Write>(
    group: GroupCommit<Write, MatchWriteOutcome>,
    write: Write,
  ): Promise<Exclude<MatchWriteOutcome, { error: unknown }>> {
    if (this.closed) throw new Error('game server storage is closed');
    const result = await this.underWay(group.submit(write));
    if (typeof result === 'object') throw result.error;
    return result;
  }

  /**
   * Reads are grouped with other matches' reads (see GroupRead): moves read metadata and state of
   * many matches at once, and a sync (initial state or log asked for) reads everything in the same
   * query, its match read in full. A move's read, and a sync before the match's first move, are
   * usually answered from the copy (see MatchCache).
   */
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const whole = Boolean(opts.initialState || opts.log);
    if (!whole && !opts.state && !opts.metadata) return result as StorageAPI.FetchResult<O>;
    // Metadata read alone is the lobby routes' (joins, leaves), whose writes are conditional on
    // what they read (see setMetadata): it may come from a copy whose seats are not all joined.
    const checksCredentials = Boolean(opts.metadata) && Boolean(opts.state);
    const copy = whole ? this.cache.getWhole(matchID) : this.cache.get(matchID, checksCredentials);
    const row = copy ?? (await this.readRow(matchID, whole));
    if (!row) return result as StorageAPI.FetchResult<O>;
    if (opts.state) result.state = JSON.parse(row.state!);
    if (opts.metadata) {
      result.metadata = metadataOf(row);
      this.metadataTexts.set(result.metadata, row.metadata!);
    }
    if (opts.initialState) result.initialState = JSON.parse(row.initial_state!);
    if (opts.log) result.log = row.log ? (JSON.parse(`[${row.log}]`) as LogEntry[][]).flat() : [];
    return result as StorageAPI.FetchResult<O>;
  }

  /** Reads a match's row from the database, and keeps it in the cache when nothing changed it meanwhile. */
  private async readRow(matchID: string, full: boolean): Promise<MatchRow | undefined> {
    const settle = this.cache.readBegins(matchID);
    let row: MatchRow | undefined;
    try {
      row = await this.matchReads.read(matchID, full);
    } finally {
      settle(row, () => everySeatJoined(JSON.parse(row!.metadata!) as Server.MatchData));
    }
    return row;
  }

  /**
   * A client sent a move made on state `stateID` of the match: when the cache holds an older
   * state, another game server has moved the match meanwhile, and the move must read it.
   */
  clientNamedState(matchID: string, stateID: number): void {
    this.cache.forgetIfBehind(matchID, stateID);
  }

  async exists(matchID: string): Promise<boolean> {
    return (await this.gameNameOf(matchID)) !== undefined;
  }

  /** The game a match plays, or undefined when there is no such match. */
  async gameNameOf(matchID: string): Promise<string | undefined> {
    return this.cache.gameNameOf(matchID) ?? (await this.matchReads.read(matchID))?.game_name;
  }

  async wipe(matchID: string): Promise<void> {
    const done = this.cache.writeBegins(matchID);
    await this.sql.query('DELETE FROM bgio_matches WHERE match_id = $1', [matchID]).finally(() => done());
  }

  override async listMatches(opts: StorageAPI.ListMatchesOpts = {}): Promise<string[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (condition: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(condition(`$${params.length}`));
    };
    if (opts.gameName !== undefined) add((p) => `game_name = ${p}`, opts.gameName);
    const { isGameover, updatedBefore, updatedAfter } = opts.where ?? {};
    if (isGameover === true) where.push('gameover IS NOT NULL');
    if (isGameover === false) where.push('gameover IS NULL');
    if (updatedBefore !== undefined) add((p) => `updated_at < ${p}`, updatedBefore);
    if (updatedAfter !== undefined) add((p) => `updated_at > ${p}`, updatedAfter);
    const rows = await this.sql.query<{ match_id: string }>(
      `SELECT match_id FROM bgio_matches ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, match_id`,
      params,
    );
    return rows.map((r) => r.match_id);
  }

  /** Readiness: true when the database answers. */
  async ping(): Promise<boolean> {
    try {
      await this.sql.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * The stored metadata, with the game over and update time of its columns: moves record those
 * there without rewriting the metadata.
 */
function metadataOf(row: MatchRow): Server.MatchData {
  const metadata = JSON.parse(row.metadata!) as Server.MatchData;
  if (row.gameover && metadata.gameover === undefined) metadata.gameover = JSON.parse(row.gameover);
  if (row.updated_at !== undefined) metadata.updatedAt = Number(row.updated_at);
  return metadata;
}

/** Only then may moves' credentials be checked against a cached copy of the metadata (see MatchCache). */
const everySeatJoined = (metadata: Server.MatchData) =>
  Object.values(metadata.players).every((player) => typeof player.credentials === 'string');
