import type { State } from 'boardgame.io';
import type { WriteOutcome } from '../storage/SqlStorage';

type Payload = { type: string; args: unknown[] };
type Callback = (payload: Payload) => void;

export interface WriteOutcomes {
  outcome(matchID: string, stateID: number): Promise<WriteOutcome> | undefined;
}

const CHANNEL_PREFIX = 'MATCH-';

/** The `_stateID` of the state an 'update' or 'patch' broadcast carries. */
function broadcastStateID(payload: Payload): number | undefined {
  const state = (payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined) as
    | State
    | undefined;
  return state?._stateID;
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
    const matchID = channelId.startsWith(CHANNEL_PREFIX) ? channelId.slice(CHANNEL_PREFIX.length) : channelId;
    const stateID = broadcastStateID(payload);
    const previous = this.tails.get(channelId) ?? Promise.resolve();
    // The master calls setState synchronously right after publishing, so by the time this
    // continuation runs the write has been started and its outcome is registered.
    const next = previous
      .then(async () => {
        if (stateID !== undefined) {
          const outcome = await this.storage.outcome(matchID, stateID);
          if (outcome !== undefined && outcome !== 'written') return;
        }
        for (const callback of this.callbacks.get(channelId) ?? []) callback(payload);
      })
      .catch((error) => console.error('game-server: broadcast failed', error));
    this.tails.set(channelId, next);
    void next.then(() => {
      if (this.tails.get(channelId) === next) this.tails.delete(channelId);
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
