/** The columns of `bgio_matches` that moves read, as text (the state and metadata JSON as stored). */
export interface MatchRow {
  match_id?: string;
  game_name?: string;
  state?: string;
  initial_state?: string;
  metadata?: string;
  gameover?: string | null;
  updated_at?: string | number;
  state_id?: number;
  /** Read by syncs only: the log rows' entries joined by commas, null when there are none. */
  log?: string | null;
}

interface Entry {
  gameName: string;
  state: string;
  stateID: number;
  metadata: string;
  gameover: string | null;
  updatedAt: number;
  /** Every seat has credentials: only then may a move's credentials be checked against this copy. */
  seated: boolean;
  /**
   * The match's initial state while its log is known to be empty (created here, or read in full
   * with no log, and no move since): a sync, which reads initial state and log, can then be answered
   * from the copy. Null once a move is logged or when unknown.
   */
  initialState: string | null;
  bytes: number;
}

/** What a committed write changed, to apply to a cached copy. */
export type CommittedChange =
  | { kind: 'state'; state: string; stateID: number; gameover: string | null; updatedAt: number }
  | { kind: 'metadata'; metadata: string; seated: boolean; gameover: string | null; updatedAt: number };

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The row of each match this server serves, as its database holds it after this server's last
 * committed write, so a move reads nothing: the per-move read was one of a move's two database
 * round trips. A copy is only ever what the database held at some moment:
 * - it is updated only from this server's committed writes (which apply to it as the database's
 *   statements apply to the row) and from reads during which no write of that match was under way
 *   or begun;
 * - any write that was refused (another server's write got there first), failed or touched a match
 *   without a copy drops or skips the copy, so the next read goes to the database.
 * Another game server sharing the database may still change a match behind a copy; the state
 * write's `state_id` guard refuses a move computed from an outdated state, and `forgetIfBehind`
 * drops a copy as soon as a client names a newer state than it holds. Metadata with a seat not yet
 * joined is never served from here for a move's or a sync's credential check, so credentials added
 * on another server are always seen; the lobby's own reads (a join's) may use it, as their writes
 * are made only if the match still holds the metadata they read (see SqlStorage.setMetadata).
 * Bounded by the text it holds (least recently used matches go first).
 */
export class MatchCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Per match: the reads under way, each marked once a write of that match begins. */
  private readonly readsUnderWay = new Map<string, Set<{ outdated: boolean }>>();
  private readonly writesUnderWay = new Map<string, number>();

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The cached row; with `needsMetadata`, only if its metadata may be used to check credentials. */
  get(matchID: string, needsMetadata: boolean): MatchRow | undefined {
    const entry = this.entries.get(matchID);
    if (!entry || (needsMetadata && !entry.seated)) return undefined;
    this.entries.delete(matchID);
    this.entries.set(matchID, entry);
    return rowOf(matchID, entry);
  }

  /**
   * The whole row as a sync reads it (initial state and log) when the copy knows the log is empty
   * and every seat has joined (a sync checks the credentials of its seat); else undefined. The
   * first sync of every seat comes before any move, so a match's set-up needs no read.
   */
  getWhole(matchID: string): MatchRow | undefined {
    const entry = this.entries.get(matchID);
    if (!entry?.seated || entry.initialState === null) return undefined;
    return { ...rowOf(matchID, entry), initial_state: entry.initialState, log: null };
  }

  /** The game of a cached match, without touching its recency. */
  gameNameOf(matchID: string): string | undefined {
    return this.entries.get(matchID)?.gameName;
  }

  /**
   * A read of the match begins; call the returned function with what it read. The row is kept
   * only if no write of the match was under way when the read began or began before it ended.
   */
  readBegins(matchID: string): (row: MatchRow | undefined, seated: () => boolean) => void {
    const read = { outdated: this.writesUnderWay.has(matchID) };
    const reads = this.readsUnderWay.get(matchID) ?? new Set();
    reads.add(read);
    this.readsUnderWay.set(matchID, reads);
    return (row, seated) => {
      reads.delete(read);
      if (reads.size === 0 && this.readsUnderWay.get(matchID) === reads) this.readsUnderWay.delete(matchID);
      if (read.outdated || !row) return;
      const entry = entryOf(row);
      if (!entry) return;
      // A read of state and metadata only (a join's) says nothing of the log, but the same state
      // means no move since: the initial state the copy knew stays usable for syncs.
      const known = this.entries.get(matchID);
      const initialState = entry.initialState ?? (known?.stateID === entry.stateID ? known.initialState : null);
      this.put(matchID, { ...entry, initialState, seated: seated() });
    };
  }

  /**
   * A write of the match begins: reads under way may return the row it replaces, so they are not
   * kept. Call the returned function once the write has ended, with what it committed (nothing:
   * refused or failed, the copy is dropped).
   */
  writeBegins(matchID: string): (committed?: CommittedChange) => void {
    for (const read of this.readsUnderWay.get(matchID) ?? []) read.outdated = true;
    this.writesUnderWay.set(matchID, (this.writesUnderWay.get(matchID) ?? 0) + 1);
    return (committed) => {
      const left = this.writesUnderWay.get(matchID)! - 1;
      if (left === 0) this.writesUnderWay.delete(matchID);
      else this.writesUnderWay.set(matchID, left);
      const entry = this.entries.get(matchID);
      if (!committed || !entry) return this.forget(matchID);
      if (committed.kind === 'state') {
        // As WRITE_STATES: the state moves forward only, a game over once recorded stays.
        if (committed.stateID <= entry.stateID) return this.forget(matchID);
        this.put(matchID, {
          ...entry,
          initialState: null,
          state: committed.state,
          stateID: committed.stateID,
          gameover: committed.gameover ?? entry.gameover,
          updatedAt: Math.max(entry.updatedAt, committed.updatedAt),
        });
      } else {
        // As SET_METADATAS.
        this.put(matchID, {
          ...entry,
          metadata: committed.metadata,
          seated: committed.seated,
          gameover: entry.gameover ?? committed.gameover,
          updatedAt: Math.max(entry.updatedAt, committed.updatedAt),
        });
      }
    };
  }

  /** A match this server has just created (its insert committed, its state the initial state); nobody has joined it yet. */
  created(matchID: string, row: MatchRow): void {
    const entry = entryOf(row);
    if (entry && !this.writesUnderWay.has(matchID)) this.put(matchID, { ...entry, seated: false, initialState: entry.state });
  }

  /** A client names a state of the match newer than the copy's: the copy is outdated. */
  forgetIfBehind(matchID: string, stateID: number): void {
    const entry = this.entries.get(matchID);
    if (entry && stateID > entry.stateID) this.forget(matchID);
  }

  forget(matchID: string): void {
    const entry = this.entries.get(matchID);
    if (!entry) return;
    this.entries.delete(matchID);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Matches and characters held now (for tests). */
  size(): { matches: number; bytes: number } {
    return { matches: this.entries.size, bytes: this.bytes };
  }

  private put(matchID: string, value: Omit<Entry, 'bytes'>): void {
    this.forget(matchID);
    const bytes = value.state.length + value.metadata.length + (value.gameover?.length ?? 0) + (value.initialState?.length ?? 0);
    if (bytes > this.maxBytes) return;
    this.entries.set(matchID, { ...value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

const rowOf = (matchID: string, entry: Entry): MatchRow => ({
  match_id: matchID,
  game_name: entry.gameName,
  state: entry.state,
  metadata: entry.metadata,
  gameover: entry.gameover,
  updated_at: entry.updatedAt,
  state_id: entry.stateID,
});

/**
 * A copy of a whole row (as read or as inserted), or undefined when a column moves need is missing.
 * The initial state is kept from a row read in full whose log is empty.
 */
function entryOf(row: MatchRow): Omit<Entry, 'bytes' | 'seated'> | undefined {
  if (!row.state || !row.metadata || !row.game_name || row.state_id === undefined) return undefined;
  return {
    initialState: row.initial_state && row.log === null ? row.initial_state : null,
    gameName: row.game_name,
    state: row.state,
    stateID: Number(row.state_id),
    metadata: row.metadata,
    gameover: row.gameover ?? null,
    updatedAt: Number(row.updated_at ?? 0),
  };
}
