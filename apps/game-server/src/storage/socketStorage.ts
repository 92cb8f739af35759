import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import type { SqlStorage } from './SqlStorage';

/**
 * The storage boardgame.io's socket handlers use. Those handlers do not catch errors, so a
 * database outage would surface as unhandled rejections; here a failed read looks like an
 * unknown match (the client gets no state, the move is refused) and a failed metadata write is
 * logged. Matches are never created from a socket: only the lobby route creates them.
 */
export class SocketStorage extends Async {
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
    // After an action it rejected, boardgame.io's master writes the state it read, unchanged and
    // with nothing logged: nothing to write.
    if (!deltalog || deltalog.length === 0) return;
    if ((await this.storage.writeState(matchID, state, deltalog)) === 'written') this.onCommitted(matchID, state);
  }

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    try {
      await this.storage.setMetadata(matchID, metadata);
    } catch (error) {
      console.error(`game-server: writing metadata of match ${matchID} failed`, (error as Error).message);
    }
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    try {
      return await this.storage.fetch(matchID, opts);
    } catch (error) {
      console.error(`game-server: reading match ${matchID} failed`, (error as Error).message);
      return {} as StorageAPI.FetchResult<O>;
    }
  }

  async wipe(): Promise<void> {
    throw new Error('matches are not wiped from a socket');
  }
}
