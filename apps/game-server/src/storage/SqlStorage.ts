import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type { Sql } from './sql';

type MatchRow = {
  state?: string;
  initial_state?: string;
  metadata?: string;
  gameover?: string | null;
};

/** How a state write ended: written, refused as stale (another write got there first), or missing match. */
export type WriteOutcome = 'written' | 'stale' | 'missing' | 'failed';

/** How long a finished write's outcome stays answerable by `outcome()`. */
const OUTCOME_TTL_MS = 30_000;

const stringify = (value: unknown) => JSON.stringify(value ?? null);

/**
 * boardgame.io match storage on PGlite or PostgreSQL. Every method returns only after the database
 * has committed, and `setState` only ever moves a match forward: a state whose `_stateID` is not
 * newer than the stored one is refused, so two writers racing on one match can never both win.
 */
export class SqlStorage extends Async {
  private readonly outcomes = new Map<string, Promise<WriteOutcome>>();
  private readonly sql: Sql;
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(sql: Sql) {
    super();
    // Socket handlers of boardgame.io can still touch storage while the server shuts down
    // (a disconnect updates metadata): after close() they get an error instead of a closed pool.
    this.sql = {
      query: (text, params) => this.track(() => sql.query(text, params)),
      exec: (script) => this.track(() => sql.exec(script)),
      close: () => sql.close(),
    };
  }

  private track<T>(run: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('game server storage is closed'));
    const promise = run();
    this.inFlight.add(promise);
    const forget = () => this.inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  /** Waits for the queries under way, then closes the database; later calls fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    await this.sql.close();
  }

  async connect(): Promise<void> {
    // The tables are created by migrate() before the server starts.
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const json = stringify(initialState);
    await this.sql.query(
      `INSERT INTO bgio_matches
         (match_id, game_name, state_id, state, initial_state, metadata, gameover, unlisted, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9)`,
      [
        matchID,
        metadata.gameName,
        initialState._stateID,
        json,
        stringify(metadata),
        metadata.gameover === undefined ? null : stringify(metadata.gameover),
        metadata.unlisted === true,
        metadata.createdAt,
        metadata.updatedAt,
      ],
    );
  }

  /** Stores the state and appends the deltalog in one statement; see `writeState` for the outcome. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.writeState(matchID, state, deltalog);
  }

  /**
   * Like setState, but says whether the write happened. A stale or failed write is not thrown:
   * boardgame.io's socket handlers do not catch, and the server instead withholds the broadcast
   * of a state that was not committed (see CommitGatedPubSub).
   */
  writeState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    const key = `${matchID}\u0000${state._stateID}`;
    const outcome = this.runWrite(matchID, state, deltalog);
    this.outcomes.set(key, outcome);
    void outcome.then(() => setTimeout(() => this.outcomes.delete(key), OUTCOME_TTL_MS).unref());
    return outcome;
  }

  /** The outcome of the write of `stateID` for a match, if one was started in this process. */
  outcome(matchID: string, stateID: number): Promise<WriteOutcome> | undefined {
    return this.outcomes.get(`${matchID}\u0000${stateID}`);
  }

  private async runWrite(matchID: string, state: State, deltalog?: LogEntry[]): Promise<WriteOutcome> {
    try {
      const gameover = state.ctx.gameover === undefined ? null : stringify(state.ctx.gameover);
      const rows = await this.sql.query(
        `WITH updated AS (
           UPDATE bgio_matches SET state = $2, state_id = $3, gameover = COALESCE($4, gameover)
           WHERE match_id = $1 AND state_id < $3
           RETURNING match_id
         )
         INSERT INTO bgio_logs (match_id, state_id, entries)
         SELECT match_id, $3, $5 FROM updated
         RETURNING state_id`,
        [matchID, stringify(state), state._stateID, gameover, stringify(deltalog ?? [])],
      );
      if (rows.length === 1) return 'written';
      const exists = await this.sql.query('SELECT 1 FROM bgio_matches WHERE match_id = $1', [matchID]);
      const outcome = exists.length === 0 ? 'missing' : 'stale';
      console.warn(`game-server: state ${state._stateID} of match ${matchID} not written (${outcome})`);
      return outcome;
    } catch (error) {
      console.error(`game-server: writing state of match ${matchID} failed`, error);
      return 'failed';
    }
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    // A game over, once recorded, is never cleared by a later write of older metadata (a player's
    // connection change can race with the move that ended the game).
    await this.sql.query(
      `UPDATE bgio_matches
         SET metadata = $2, gameover = COALESCE(gameover, $3), unlisted = $4, updated_at = GREATEST(updated_at, $5)
       WHERE match_id = $1`,
      [
        matchID,
        stringify(metadata),
        metadata.gameover === undefined || metadata.gameover === null ? null : stringify(metadata.gameover),
        metadata.unlisted === true,
        metadata.updatedAt,
      ],
    );
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const columns = [opts.state && 'state', opts.initialState && 'initial_state', opts.metadata && 'metadata, gameover'].filter(
      Boolean,
    );
    const result: Partial<StorageAPI.FetchFields> = {};
    if (columns.length > 0) {
      const [row] = await this.sql.query<MatchRow>(`SELECT ${columns.join(', ')} FROM bgio_matches WHERE match_id = $1`, [
        matchID,
      ]);
      if (row) {
        if (row.state !== undefined) result.state = JSON.parse(row.state);
        if (row.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state);
        if (row.metadata !== undefined) {
          const metadata = JSON.parse(row.metadata) as Server.MatchData;
          if (row.gameover && metadata.gameover === undefined) metadata.gameover = JSON.parse(row.gameover);
          result.metadata = metadata;
        }
      }
    }
    if (opts.log) {
      const rows = await this.sql.query<{ entries: string }>(
        'SELECT entries FROM bgio_logs WHERE match_id = $1 ORDER BY state_id',
        [matchID],
      );
      const exists = rows.length > 0 || (await this.exists(matchID));
      if (exists) result.log = rows.flatMap((r) => JSON.parse(r.entries) as LogEntry[]);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  async exists(matchID: string): Promise<boolean> {
    const rows = await this.sql.query('SELECT 1 FROM bgio_matches WHERE match_id = $1', [matchID]);
    return rows.length > 0;
  }

  /** The game a match plays, or undefined when there is no such match. */
  async gameNameOf(matchID: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ game_name: string }>('SELECT game_name FROM bgio_matches WHERE match_id = $1', [
      matchID,
    ]);
    return row?.game_name;
  }

  async wipe(matchID: string): Promise<void> {
    await this.sql.query('DELETE FROM bgio_matches WHERE match_id = $1', [matchID]);
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
