import type { State } from 'boardgame.io';
import type { WriteOutcome } from '../storage/SqlStorage';

type Payload = { type: string; args: unknown[] };
type Callback = (payload: Payload) => void;

export interface WriteOutcomes {
  outcome(matchID: string, stateID: number): Promise<WriteOutcome> | undefined;
  /** What the database holds now, to put clients back on it after a refused write. */
  fetch(
    matchID: string,
    opts: { state: true; log: true; metadata: true; initialState: true },
  ): Promise<{
    state?: State;
    log?: unknown[];
    metadata?: { players: Record<string, { credentials?: string }> };
    initialState?: State;
  }>;
}

const CHANNEL_PREFIX = 'MATCH-';

/** The state an 'update' or 'patch' broadcast carries. */
function broadcastState(payload: Payload): State | undefined {
  return (payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined) as
    | State
    | undefined;
}

/**
 * boardgame.io's master broadcasts a new state before it writes it to storage. This pub/sub,
 * given to the socket.io transport, holds each broadcast until the write of that state has
 * committed and drops it if the write did not happen, so no client ever sees (or is told its move
 * succeeded with) a state that a crash or a racing writer could lose. Broadcasts of one match keep
 * their order.
 */
export class CommitGatedPubSub {
  private readonly callbacks = new Map<string, Callback[]>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly storage: WriteOutcomes) {}

  publish(channelId: string, payload: Payload): void {
    // boardgame.io's master broadcasts (and writes) the unchanged state after an action it
    // rejected, so that every seat would hear of another's illegal move; an applied action always
    // logs at least one entry.
    const state = broadcastState(payload);
    if (state && !state.deltalog?.length) return;
    const matchID = channelId.startsWith(CHANNEL_PREFIX) ? channelId.slice(CHANNEL_PREFIX.length) : channelId;
    const stateID = state?._stateID;
    const previous = this.tails.get(channelId) ?? Promise.resolve();
    // The master calls setState synchronously right after publishing, so by the next microtask
    // the write has been started and its outcome is registered. It is looked up then, not when
    // the broadcasts before this one are done: the storage remembers outcomes for a while only.
    const written = Promise.resolve().then(() => (stateID === undefined ? undefined : this.storage.outcome(matchID, stateID)));
    const next = previous
      .then(async () => {
        if (stateID !== undefined) {
          const outcome = await written;
          if (outcome !== undefined && outcome !== 'written') {
            await this.resync(channelId, matchID);
            return;
          }
        }
        this.deliver(channelId, payload);
      })
      .catch((error) => console.error('game-server: broadcast failed', error));
    this.tails.set(channelId, next);
    void next.then(() => {
      if (this.tails.get(channelId) === next) this.tails.delete(channelId);
    });
  }

  private deliver(channelId: string, payload: Payload): void {
    for (const callback of this.callbacks.get(channelId) ?? []) callback(payload);
  }

  /**
   * The mover's client shows its move optimistically; when the write was refused (a racing
   * writer, or the database failing) every client is sent the stored state instead, as a sync,
   * which boardgame.io's client applies even though its stateID is older. If the database cannot
   * be read either, clients catch up when they reconnect.
   */
  private async resync(channelId: string, matchID: string): Promise<void> {
    const stored = await this.storage
      .fetch(matchID, { state: true, log: true, metadata: true, initialState: true })
      .catch(() => undefined);
    if (!stored?.state || !stored.metadata) return;
    const filteredMetadata = Object.values(stored.metadata.players).map(({ credentials: _hidden, ...player }) => player);
    this.deliver(channelId, {
      type: 'sync',
      args: [matchID, { state: stored.state, log: stored.log, filteredMetadata, initialState: stored.initialState }],
    });
  }

  subscribe(channelId: string, callback: Callback): void {
    const list = this.callbacks.get(channelId) ?? [];
    list.push(callback);
    this.callbacks.set(channelId, list);
  }

  unsubscribeAll(channelId: string): void {
    this.callbacks.delete(channelId);
  }
}
