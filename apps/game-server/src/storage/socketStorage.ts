import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { SeatPresence } from './seatPresence';
import type { SqlStorage } from './SqlStorage';

/**
 * The storage boardgame.io's socket handlers use. Those handlers do not catch errors, so a
 * database outage would surface as unhandled rejections; here a failed read looks like an
 * unknown match (the client gets no state, the move is refused) and a failed metadata write is
 * logged. Matches are never created from a socket: only the lobby route creates them.
 *
 * On every move boardgame.io's master also rewrites the match's metadata, changed only in its
 * update time and game over, which the state write already records (see SqlStorage.writeState):
 * that rewrite is skipped. The master calls setMetadata in the same turn as setState, with no
 * await between; a connection change calls setMetadata alone.
 *
 * The master also reads a move's metadata, then its state, one after the other: the state is read
 * with the metadata and kept for the state read that follows within the same turn.
 *
 * A connection change reads the metadata, sets the seat's `isConnected`, sends the metadata to the
 * match's clients and writes it back, in one turn: that write is not made, the change is kept in
 * this process's SeatPresence instead (a seat's presence is a fact of this server's sockets), and
 * laid over every metadata the sockets read.
 *
 * A sync reads neither the initial state nor, unless the match's game sends its log to clients, the
 * log: clients are sent neither (transport/updatePayload.ts), and without them a sync is answered
 * from the server's copy of the match instead of reading (and joining) every logged move. A sync
 * of a finished match whose clients replay it (its game hides nothing) reads both once the first
 * read shows the game over.
 */
export interface SocketStorageOptions {
  /** Told of every state committed through the sockets (or the server's own moves). */
  onCommitted?: (matchID: string, state: State) => void;
  presence?: SeatPresence;
  /** Whether clients of the match are sent its log (true when its game is not known). */
  sendsLog?: (matchID: string) => boolean;
  /** Whether clients of the match are sent its log and initial state once it is over. */
  replaysWhenOver?: (matchID: string) => boolean;
  /** Told of every change of a seat's presence (the away watch), after SeatPresence records it. */
  onPresence?: (matchID: string, seat: string, connected: boolean) => void;
  /**
   * Whether the seat still has a socket on this server: a player with the match open on two
   * devices who closes one is still there. Such a disconnection changes nothing, and
   * `onDisconnectOverruled` is told, to send the clients the seat's presence again.
   */
  seatHasSocket?: (matchID: string, seat: string) => boolean;
  onDisconnectOverruled?: (matchID: string) => void;
}

export class SocketStorage extends Async {
  /** Matches whose setState was called in this turn: their setMetadata now is the move's. */
  private readonly movesThisTurn = new Set<string>();
  /** States read with a metadata read in this turn, for the state read that follows. */
  private readonly statesReadThisTurn = new Map<string, State>();
  /** Metadata read in this turn, with each seat's `isConnected` as read, to see which seat a write changes. */
  private readonly metadataReadThisTurn = new Map<string, { metadata: Server.MatchData; connected: Map<string, unknown> }>();

  private readonly presence: SeatPresence;

  constructor(
    private readonly storage: SqlStorage,
    private readonly options: SocketStorageOptions = {},
  ) {
    super();
    this.presence = options.presence ?? new SeatPresence();
  }

  async connect(): Promise<void> {}

  override async createMatch(matchID: string): Promise<void> {
    console.error(`game-server: refused to create match ${matchID} from a socket`);
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    this.noteMove(matchID);
    // After an action it rejected, boardgame.io's master writes the state it read, unchanged and
    // with nothing logged: nothing to write.
    if (!deltalog || deltalog.length === 0) return;
    if ((await this.storage.writeState(matchID, state, deltalog)) === 'written') this.options.onCommitted?.(matchID, state);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (this.movesThisTurn.delete(matchID)) return;
    const read = this.metadataReadThisTurn.get(matchID);
    if (read?.metadata === metadata) {
      this.connectionChanged(matchID, metadata, read.connected);
      return;
    }
    // Not read in this turn (boardgame.io's master never does that): written, and kept as presence too.
    this.connectionChanged(matchID, metadata, new Map());
    try {
      await this.storage.setMetadata(matchID, metadata);
    } catch (error) {
      console.error(`game-server: writing metadata of match ${matchID} failed`, (error as Error).message);
    }
  }

  /** Only the seats whose flag changed: two seats connecting at once must not undo each other. */
  private connectionChanged(matchID: string, metadata: Server.MatchData, before: Map<string, unknown>): void {
    if (metadata.gameover !== undefined) {
      this.presence.forget(matchID);
      return;
    }
    for (const [seat, connected] of connectedSeats(metadata)) {
      if (typeof connected !== 'boolean' || connected === before.get(seat)) continue;
      if (!connected && this.options.seatHasSocket?.(matchID, seat)) {
        this.options.onDisconnectOverruled?.(matchID);
        continue;
      }
      this.presence.set(matchID, seat, connected);
      this.options.onPresence?.(matchID, seat, connected);
    }
  }

  private noteMove(matchID: string): void {
    if (this.movesThisTurn.size === 0) queueMicrotask(() => this.movesThisTurn.clear());
    this.movesThisTurn.add(matchID);
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    try {
      if (onlyMetadata(opts)) {
        const { metadata, state } = await this.storage.fetch(matchID, { metadata: true, state: true });
        if (state) this.keepForTurn(this.statesReadThisTurn, matchID, state);
        if (!metadata) return {} as StorageAPI.FetchResult<O>;
        this.presence.apply(matchID, metadata);
        this.keepForTurn(this.metadataReadThisTurn, matchID, { metadata, connected: connectedSeats(metadata) });
        return { metadata } as unknown as StorageAPI.FetchResult<O>;
      }
      const kept = onlyState(opts) ? this.statesReadThisTurn.get(matchID) : undefined;
      if (kept) {
        this.statesReadThisTurn.delete(matchID);
        return { state: kept } as unknown as StorageAPI.FetchResult<O>;
      }
      const result = isSync(opts)
        ? ((await this.fetchForSync(matchID, opts)) as StorageAPI.FetchResult<O>)
        : await this.storage.fetch(matchID, opts);
      const { metadata } = result as Partial<StorageAPI.FetchFields>;
      if (metadata) this.presence.apply(matchID, metadata);
      return result;
    } catch (error) {
      console.error(`game-server: reading match ${matchID} failed`, (error as Error).message);
      return {} as StorageAPI.FetchResult<O>;
    }
  }

  private async fetchForSync(matchID: string, opts: StorageAPI.FetchOpts): Promise<Partial<StorageAPI.FetchFields>> {
    const read = await this.storage.fetch(matchID, this.syncRead(matchID, opts));
    if (read.state?.ctx.gameover === undefined || !(this.options.replaysWhenOver?.(matchID) ?? false)) return read;
    return this.storage.fetch(matchID, { ...opts, log: true, initialState: true });
  }

  private syncRead(matchID: string, opts: StorageAPI.FetchOpts): StorageAPI.FetchOpts {
    return { state: opts.state, metadata: opts.metadata, log: opts.log && (this.options.sendsLog?.(matchID) ?? true) };
  }

  /** Kept until the end of this event-loop turn, so never older than the reads around it. */
  private keepForTurn<V>(kept: Map<string, V>, matchID: string, value: V): void {
    if (kept.size === 0) setImmediate(() => kept.clear());
    kept.set(matchID, value);
  }

  async wipe(): Promise<void> {
    throw new Error('matches are not wiped from a socket');
  }
}

const onlyMetadata = (opts: StorageAPI.FetchOpts) => opts.metadata && !opts.state && !opts.initialState && !opts.log;
/** boardgame.io's master reads everything for a sync, and only for a sync. */
const isSync = (opts: StorageAPI.FetchOpts) => Boolean(opts.initialState || opts.log);
const onlyState = (opts: StorageAPI.FetchOpts) => opts.state && !opts.metadata && !opts.initialState && !opts.log;

/** Each seat's `isConnected` in the metadata. */
const connectedSeats = (metadata: Server.MatchData) =>
  new Map<string, unknown>(Object.entries(metadata.players).map(([seat, player]) => [seat, player.isConnected]));
