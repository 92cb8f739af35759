import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
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
 * await between; a connection change calls setMetadata alone, and is written.
 *
 * The master also reads a move's metadata, then its state, one after the other: the state is read
 * with the metadata and kept for the state read that follows within the same turn.
 *
 * A connection change reads the metadata, sets the seat's `isConnected` and writes it back, in one
 * turn: when that changes nothing (a second tab of a seat connects), or the match is over, nothing
 * is written (the change is still sent to the match's clients).
 */
export class SocketStorage extends Async {
  /** Matches whose setState was called in this turn: their setMetadata now is the move's. */
  private readonly movesThisTurn = new Set<string>();
  /** States read with a metadata read in this turn, for the state read that follows. */
  private readonly statesReadThisTurn = new Map<string, State>();
  /** Metadata read in this turn, with each seat's `isConnected` as read, to see whether a write changes it. */
  private readonly metadataReadThisTurn = new Map<string, { metadata: Server.MatchData; connected: string }>();

  constructor(
    private readonly storage: SqlStorage,
    /** Told of every state committed through the sockets (or the server's own moves). */
    private readonly onCommitted: (matchID: string, state: State) => void = () => undefined,
  ) {
    super();
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
    if ((await this.storage.writeState(matchID, state, deltalog)) === 'written') this.onCommitted(matchID, state);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (this.movesThisTurn.delete(matchID)) return;
    const read = this.metadataReadThisTurn.get(matchID);
    // A connection change that changes nothing, or one of a finished match: who is connected to a
    // match that is over is read by nobody (the match page shows who is away only during play),
    // and its players leaving would otherwise cost a write each at the end of every match.
    if (read?.metadata === metadata && (read.connected === connectedSeats(metadata) || metadata.gameover !== undefined)) return;
    try {
      await this.storage.setMetadata(matchID, metadata);
    } catch (error) {
      console.error(`game-server: writing metadata of match ${matchID} failed`, (error as Error).message);
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
        if (metadata) this.keepForTurn(this.metadataReadThisTurn, matchID, { metadata, connected: connectedSeats(metadata) });
        return (metadata ? { metadata } : {}) as StorageAPI.FetchResult<O>;
      }
      const kept = onlyState(opts) ? this.statesReadThisTurn.get(matchID) : undefined;
      if (kept) {
        this.statesReadThisTurn.delete(matchID);
        return { state: kept } as unknown as StorageAPI.FetchResult<O>;
      }
      return await this.storage.fetch(matchID, opts);
    } catch (error) {
      console.error(`game-server: reading match ${matchID} failed`, (error as Error).message);
      return {} as StorageAPI.FetchResult<O>;
    }
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
const onlyState = (opts: StorageAPI.FetchOpts) => opts.state && !opts.metadata && !opts.initialState && !opts.log;

/** Which seats the metadata marks connected, as a short comparable text. */
const connectedSeats = (metadata: Server.MatchData) =>
  Object.entries(metadata.players)
    .map(([seat, player]) => `${seat}:${player.isConnected === true ? 1 : player.isConnected === false ? 0 : '-'}`)
    .join(',');
