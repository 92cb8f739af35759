// Tells a seat when the server refused the move it sent: boardgame.io's master refuses silently
// (stale state id, a seat not to move, an illegal move, bad credentials), so the move would just
// vanish from the player's screen. The mover's socket alone is sent `moveRefused` with the match id
// and the move's name, nothing from the state.
//
// boardgame.io 0.50.2's server bundle has its own copy of the Master class (dist/cjs/server.js), not
// the one `boardgame.io/master` exports, so its prototype cannot be wrapped from here. Instead each
// socket's `update` listener is wrapped: the listener builds its Master synchronously from
// `app.context.db`, so for the length of that synchronous call `db` is a recording view of the real
// storage, and the master keeps that view for the whole move. It reads nothing more than the master
// itself does: this is every move's path.
import type { Game, State } from 'boardgame.io';

type UpdateListener = (...args: unknown[]) => unknown;

interface UpdateSocket {
  listeners(event: 'update'): UpdateListener[];
  off(event: 'update', listener: UpdateListener): unknown;
  on(event: 'update', listener: UpdateListener): unknown;
  emit(event: string, ...args: unknown[]): boolean;
}
interface UpdateServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: UpdateSocket) => void): void };
}

/** boardgame.io's Koa app, to which `Server()` has attached socket.io (as `_io`). */
export interface ServedApp {
  context: object;
}

/** The longest move name sent back; longer names are cut. */
export const MAX_MOVE_NAME = 64;

/** The state ids a master saw during one move: the state it read, and the state it wrote. */
interface SeenStates {
  read?: number;
  written?: number;
}

const stateIDOf = (state: unknown): number | undefined => {
  const stateID = (state as Partial<State> | undefined)?._stateID;
  return typeof stateID === 'number' ? stateID : undefined;
};

/**
 * The storage as one master sees it: every method of the real one, bound to it, with `fetch`
 * noting the first state read and `setState` the state written.
 */
function recordingStorage(storage: object, seen: SeenStates): object {
  const noteRead = <R>(result: R): R => {
    if (seen.read === undefined) seen.read = stateIDOf((result as { state?: unknown } | undefined)?.state);
    return result;
  };
  return new Proxy(storage, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'fetch') {
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise ? result.then(noteRead) : noteRead(result);
        };
      }
      if (property === 'setState') {
        return (...args: unknown[]) => {
          seen.written = stateIDOf(args[1]);
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

/** Nothing written, or the state read written back unchanged (the master does that after an illegal move). */
const wasRefused = (seen: SeenStates) => seen.written === undefined || seen.written === seen.read;

const moveNameOf = (action: unknown): string => {
  const name = (action as { payload?: { type?: unknown } } | undefined)?.payload?.type;
  return typeof name === 'string' ? name.slice(0, MAX_MOVE_NAME) : '';
};

function reportingListener(update: UpdateListener, socket: UpdateSocket, context: { db: object }): UpdateListener {
  return (...args) => {
    const [action, , matchID] = args;
    const storage = context.db;
    const seen: SeenStates = {};
    context.db = recordingStorage(storage, seen);
    let handled: unknown;
    try {
      handled = update(...args);
    } finally {
      context.db = storage;
    }
    // A rejected move (a failed read or write) is left as it was: its outcome is not known.
    return Promise.resolve(handled).then((value) => {
      if (wasRefused(seen)) socket.emit('moveRefused', matchID, moveNameOf(action));
      return value;
    });
  };
}

/**
 * From the next connection on, a socket of each game's namespace whose move the master refuses is
 * sent `moveRefused`. Call after boardgame.io's `Server()`, whose transport registers its own
 * connection listener first: that listener has added the socket's `update` listener when this one runs.
 */
export function reportMoveRefusals(app: ServedApp, games: Game[]): void {
  const io = (app as ServedApp & { _io?: UpdateServer })._io;
  if (!io) throw new Error('reportMoveRefusals: boardgame.io has not attached socket.io yet (call it after Server())');
  const context = app.context as { db: object };
  for (const game of games) {
    io.of(game.name!).on('connection', (socket) => {
      for (const update of socket.listeners('update')) {
        socket.off('update', update);
        socket.on('update', reportingListener(update, socket, context));
      }
    });
  }
}
