// boardgame.io clients over socket.io, with a way to wait for the state the server sends.
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';

export type SeatClient = ReturnType<typeof connectSeat>;

/**
 * A started boardgame.io client for one seat (or a spectator without playerID). The client's own
 * state includes optimistic moves, so `serverState` tracks only what the server sent.
 */
export function connectSeat<G>(options: {
  game: Game<G>;
  server: string;
  matchID: string;
  playerID?: string;
  credentials?: string;
}) {
  const client = Client<G>({
    game: options.game,
    multiplayer: SocketIO({ server: options.server, socketOpts: { transports: ['websocket'] } }),
    matchID: options.matchID,
    playerID: options.playerID,
    credentials: options.credentials,
    debug: false,
  });
  let serverState: State<G> | undefined;
  let initialState: State<G> | undefined;
  const waiters = new Map<() => void, { timer: NodeJS.Timeout; reject: (error: Error) => void }>();
  // The transport hands every server message to the client; wrap it to record the server's view.
  const transport = (client as unknown as { transport: { notifyClient: (data: { type: string; args: unknown[] }) => void } })
    .transport;
  const notify = transport.notifyClient.bind(transport);
  transport.notifyClient = (data) => {
    if (data.type === 'update') serverState = data.args[1] as State<G>;
    if (data.type === 'sync')
      ({ state: serverState, initialState } = data.args[1] as { state: State<G>; initialState: State<G> });
    notify(data);
    for (const wake of [...waiters.keys()]) wake();
  };
  client.start();

  function waitFor(predicate: (state: State<G>) => boolean, timeoutMs = 5000): Promise<State<G>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (serverState && predicate(serverState)) {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(serverState);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(
            `timed out waiting for state (seat ${options.playerID ?? 'spectator'}, last stateID ${serverState?._stateID})`,
          ),
        );
      }, timeoutMs);
      waiters.set(check, { timer, reject });
      check();
    });
  }

  let stopped = false;
  /** Disconnects (once; later calls do nothing) and fails whoever still waits for a state. */
  function stop() {
    if (stopped) return;
    stopped = true;
    client.stop();
    for (const [check, { timer, reject }] of waiters) {
      clearTimeout(timer);
      waiters.delete(check);
      reject(new Error('client stopped'));
    }
  }

  return {
    client,
    get serverState() {
      return serverState;
    },
    /** The initialState the last sync carried. */
    get initialState() {
      return initialState;
    },
    waitFor,
    /** Waits until the server has sent a state with at least this stateID. */
    waitForStateID: (stateID: number, timeoutMs?: number) => waitFor((s) => s._stateID >= stateID, timeoutMs),
    stop,
  };
}
