// boardgame.io 0.50.2's transport answers a socket's sync with the state it read when the sync
// began, and adds the socket to its match's room (the sockets that hear broadcasts) only after that
// answer: a move committed and broadcast while the sync was reading reaches neither. The player who
// opened or reloaded the page then sees the match a move behind, and when that move was the other
// seat's, waits for a move that was already made. So once a sync has been answered and the socket
// is in the room, it is sent the match's latest committed state as an update when that state is
// newer than what the socket holds. boardgame.io's client applies an update only when it is not
// older than what it holds, so this can never take a client back.
//
// The catch-up shows the match as the seat boardgame.io registered for the socket (its per-socket
// client registry, `clientInfo`), never as the seat a sync packet claims. The transport registers a
// socket only after the sync's credentials were checked and the sync answered: a refused sync is
// not answered and registers nothing (it only drops the socket's previous registration, as every
// sync does when it begins), and syncs may be answered out of order. Each registration is followed
// by one catch-up, sent only while that registration is still the socket's.
import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { SocketIO } from 'boardgame.io/server';

interface SyncingSocket {
  readonly id: string;
  readonly connected: boolean;
  emit(event: string, ...args: unknown[]): boolean;
}
export interface SyncingServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: SyncingSocket) => void): void };
}

/** The match's latest committed state, or undefined when it cannot be read. */
export type LatestState = (matchID: string) => Promise<State | undefined>;

/** What boardgame.io's transport registers for a socket once it has answered the socket's authenticated sync. */
export interface RegisteredClient {
  readonly socket: object;
  readonly matchID: string;
  /** The seat whose credentials were checked; null or undefined for a spectator. */
  readonly playerID?: string | null;
}

/** Told of each registration of the socket, with a way to ask later whether it is still the socket's. */
type OnRegistered = (client: RegisteredClient, stillRegistered: () => boolean) => void;

type Filter = ReturnType<typeof getFilterPlayerView>;

/** From the next connection on, every socket of each game's namespace is caught up after its registrations. */
export function catchUpAfterSyncs(io: SyncingServer, games: Game[], latestState: LatestState): void {
  watchRegistrations();
  for (const game of games) {
    const filter = getFilterPlayerView(ProcessGameConfig(game));
    io.of(game.name!).on('connection', (socket) => {
      const held = heldState(socket);
      registrationListeners.set(socket, (client, stillRegistered) => {
        catchUp(socket, filter, latestState, client, () => stillRegistered() && socket.connected && held.stateID()).catch(
          (error) => console.error('game-server: catching up a socket after its sync failed', (error as Error).message),
        );
      });
    });
  }
}

/**
 * The stateID of the state the socket's client holds, as far as this server sent it: a sync's
 * state always replaces the client's, an update's when it is not older, a patch's when it starts
 * from the client's state.
 */
function heldState(socket: SyncingSocket): { stateID(): number } {
  let held = -1;
  const emit = socket.emit.bind(socket);
  socket.emit = (event, ...args) => {
    const sent = emit(event, ...args);
    if (event === 'sync') held = stateIDOf((args[1] as { state?: unknown } | undefined)?.state) ?? held;
    if (event === 'update') held = Math.max(held, stateIDOf(args[1]) ?? held);
    if (event === 'patch' && args[1] === held && typeof args[2] === 'number') held = args[2];
    return sent;
  };
  return { stateID: () => held };
}

const stateIDOf = (state: unknown): number | undefined => {
  const stateID = (state as { _stateID?: unknown } | undefined)?._stateID;
  return typeof stateID === 'number' ? stateID : undefined;
};

async function catchUp(
  socket: SyncingSocket,
  filter: Filter,
  latestState: LatestState,
  client: RegisteredClient,
  /** The stateID the socket holds, or false when the registration is no longer the socket's. */
  holds: () => number | false,
): Promise<void> {
  const state = await latestState(client.matchID).catch(() => undefined);
  const held = holds();
  if (!state || held === false || state._stateID <= held) return;
  // The moves in between are not logged again: the update carries the state only.
  const update = filter(
    client.playerID as string,
    { type: 'update', args: [client.matchID, { ...state, deltalog: [] }] } as never,
  ) as unknown as { args: unknown[] };
  socket.emit('update', ...update.args);
}

interface TransportInternals {
  clientInfo?: Map<string, RegisteredClient>;
  addClient(client: RegisteredClient & { socket: { id: string } }, game: Game): void;
}

/** Each socket's listener for its registrations in boardgame.io's transport. */
const registrationListeners = new WeakMap<object, OnRegistered>();
let watching = false;

/**
 * Tells each socket's listener of every client boardgame.io's socket.io transport registers for it
 * (`addClient`, which the transport calls only after answering a sync whose credentials it
 * accepted, or a spectator's), in every transport of this process.
 */
function watchRegistrations(): void {
  if (watching) return;
  const transport = SocketIO.prototype as unknown as TransportInternals;
  const addClient = transport.addClient;
  if (typeof addClient !== 'function') {
    throw new Error("boardgame.io's SocketIO transport has no addClient: the sync catch-up cannot tell which seat a socket is");
  }
  transport.addClient = function (this: TransportInternals, client, game) {
    addClient.call(this, client, game);
    const stillRegistered = () => this.clientInfo?.get(client.socket.id) === client;
    registrationListeners.get(client.socket)?.(client, stillRegistered);
  };
  watching = true;
}
