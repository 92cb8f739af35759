import type { State } from 'boardgame.io';

interface TransportData {
  type: string;
  args: unknown;
}
interface Opts {
  transportDataCallback: (data: never) => void;
}

const isOver = (state: unknown): boolean => (state as Partial<State> | undefined)?.ctx?.gameover !== undefined;

/**
 * The transport of a match whose positions its players and spectators may step back through once
 * it is over. The game server sends the whole log and the first state only in the sync of a
 * finished match (updates carry neither): when an update ends the game, one sync is asked for.
 * `onStart` is told the match's first state, which the replay starts from (it holds the settings
 * the match was created with).
 */
export function replayAtGameOver<O extends Opts, T extends { requestSync(): void }>(
  createTransport: (opts: O) => T,
  onStart: (initialState: State) => void,
): (opts: O) => T {
  return (opts) => {
    let asked = false;
    const transport = createTransport({
      ...opts,
      transportDataCallback: (data: TransportData) => {
        opts.transportDataCallback(data as never);
        const [, payload] = data.args as [unknown, unknown];
        if (data.type === 'sync') {
          const { state, initialState } = payload as { state?: State; initialState?: State };
          // A sync answered from a state older than the game's end: the next update that ends it asks again.
          asked = isOver(state);
          if (asked && initialState) onStart(initialState);
        } else if (data.type === 'update' && isOver(payload) && !asked) {
          asked = true;
          // After the update is handled: a master may store the state it sent only once sending returns.
          setTimeout(() => transport.requestSync(), 0);
        }
      },
    });
    return transport;
  };
}
