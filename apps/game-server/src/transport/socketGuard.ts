import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';

// The parts of socket.io (3.x, inside boardgame.io's transport) this guard uses.
type Packet = unknown[];
export interface GuardedSocket {
  on(event: 'error', listener: () => void): void;
  emit(event: string, ...args: unknown[]): boolean;
  use(middleware: (packet: Packet, next: (error?: Error) => void) => void): void;
}
export interface GuardedServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: GuardedSocket) => void): void };
}

/** Actions a client may send. boardgame.io's master would also apply SYNC, UPDATE, RESET, PATCH
 * and PLUGIN actions, which replace or patch the whole state: a cheat, so they never get through. */
const CLIENT_ACTIONS = new Set(['MAKE_MOVE', 'GAME_EVENT', 'UNDO', 'REDO']);
const MAX_ID_LENGTH = 128;

type Check = (matchID: string) => Promise<boolean>;
type StateFilter = (state: State) => State;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;
const isOptionalId = (value: unknown) => value === undefined || value === null || isId(value);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rebuilds an 'update' packet from the fields a legitimate client sends, or returns null.
 * The seat in the action must be the seat the credentials are checked for, otherwise a player
 * could authenticate as themself and act for another seat that is also active.
 */
export function sanitizeUpdate(args: unknown[]): unknown[] | null {
  const [action, stateID, matchID, playerID] = args;
  if (!isPlainObject(action) || !isPlainObject(action.payload)) return null;
  if (typeof action.type !== 'string' || !CLIENT_ACTIONS.has(action.type)) return null;
  if (!Number.isSafeInteger(stateID) || !isId(matchID) || !isId(playerID)) return null;
  const { type, args: moveArgs, playerID: actor, credentials } = action.payload;
  if (action.type !== 'UNDO' && action.type !== 'REDO' && !isId(type)) return null;
  if (actor !== playerID) return null;
  if (moveArgs !== undefined && moveArgs !== null && !Array.isArray(moveArgs)) return null;
  if (credentials !== undefined && typeof credentials !== 'string') return null;
  const payload = { type, args: moveArgs ?? [], playerID, credentials };
  return [{ type: action.type, payload }, stateID, matchID, playerID];
}

export function isValidSync(args: unknown[]): boolean {
  const [matchID, playerID, credentials, numPlayers] = args;
  return (
    isId(matchID) &&
    isOptionalId(playerID) &&
    (credentials === undefined || credentials === null || typeof credentials === 'string') &&
    (numPlayers === undefined || Number.isSafeInteger(numPlayers))
  );
}

/** The spectator's view of a state, through the game's own playerView. */
export function spectatorView(game: Game): StateFilter {
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  return (state) => (filter(null as unknown as string, { type: 'update', args: ['', state, []] } as never) as unknown as { args: [string, State] }).args[1];
}

/**
 * boardgame.io sends `initialState` with every sync without passing it through playerView, and
 * a game that deals in its first phase would show every hand there. Clients only use it for the
 * debug log, so every client gets the spectator's view of it.
 */
function filterInitialState(socket: GuardedSocket, view: StateFilter): void {
  const emit = socket.emit.bind(socket);
  socket.emit = (event, ...args) => {
    const info = args[1];
    if (event === 'sync' && isPlainObject(info) && isPlainObject(info.initialState)) {
      args[1] = { ...info, initialState: view(info.initialState as unknown as State) };
    }
    return emit(event, ...args);
  };
}

/**
 * Filters what clients send before boardgame.io's handlers see it: malformed packets and
 * state-replacing actions are dropped, a client cannot make the server create a match by syncing
 * to an unknown id (matches are created only through the protected lobby route), and
 * boardgame.io's own chat is off (chat goes through the API, which stores and limits it).
 */
export function guardSockets(io: GuardedServer, games: Game[], matchExists: Check): void {
  for (const game of games) {
    const view = spectatorView(game);
    io.of(game.name!).on('connection', (socket) => {
      filterInitialState(socket, view);
      socket.on('error', () => {
        // A refused packet; nothing to do, and without a listener socket.io would log a stack trace.
      });
      socket.use((packet, next) => {
        const [event, ...args] = packet;
        const refuse = () => next(new Error(`refused ${String(event)}`));
        if (event === 'update') {
          const clean = sanitizeUpdate(args);
          if (!clean) return refuse();
          packet.splice(1, packet.length - 1, ...clean);
          return next();
        }
        if (event === 'sync') {
          if (!isValidSync(args)) return refuse();
          matchExists(args[0] as string).then(
            (exists) => (exists ? next() : refuse()),
            () => refuse(),
          );
          return;
        }
        return refuse();
      });
    });
  }
}
