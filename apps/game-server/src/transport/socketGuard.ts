import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { declaredMoveArguments, moveArgsLimitOf, serverOnlyMoveNames } from '@tabula/game-kit';
import { checkUpdate, isValidSync, type MovePolicy } from './clientPackets';
import type { RefusalLog } from './refusalLog';

// The parts of socket.io (4.x, inside boardgame.io's transport) this guard uses.
type Packet = unknown[];
export interface GuardedSocket {
  handshake: { address: string };
  on(event: 'error', listener: () => void): void;
  emit(event: string, ...args: unknown[]): boolean;
  use(middleware: (packet: Packet, next: (error?: Error) => void) => void): void;
}
export interface GuardedServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: GuardedSocket) => void): void };
}

type StateFilter = (state: State) => State;

export interface SocketGuardOptions {
  /** The game a match plays (undefined: no such match). */
  gameOf: (matchID: string) => Promise<string | undefined>;
  /** The same, when known without waiting: keeps a seat's packets in the order they were sent. */
  cachedGameOf: (matchID: string) => string | undefined;
  refusals: RefusalLog;
  /** A sync to a match of this game is let through. */
  onSync?: (matchID: string, gameName: string) => void;
  /** A well-formed move made on state `stateID` of the match arrives (before it is checked further). */
  onMove?: (matchID: string, stateID: number) => void;
}

/** The spectator's view of a state, through the game's own playerView. */
export function spectatorView(game: Game): StateFilter {
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  return (state) =>
    (
      filter(null as unknown as string, { type: 'update', args: ['', state, []] } as never) as unknown as {
        args: [string, State];
      }
    ).args[1];
}

export function movePolicy(game: Game): MovePolicy {
  const { moveNames } = ProcessGameConfig(game) as unknown as { moveNames: string[] };
  const serverOnly = serverOnlyMoveNames(game);
  return {
    moveNames: new Set(moveNames.filter((name) => !serverOnly.has(name))),
    serverOnly,
    declaredArguments: declaredMoveArguments(game),
    argsLimit: moveArgsLimitOf(game),
  };
}

/**
 * boardgame.io sends `initialState` with every sync without passing it through playerView, and
 * a game that deals in its first phase would show every hand there. Clients only use it for the
 * debug log, so every client gets the spectator's view of it.
 */
function filterInitialState(socket: GuardedSocket, view: StateFilter): void {
  const emit = socket.emit.bind(socket);
  socket.emit = (event, ...args) => {
    const info = args[1] as { initialState?: State } | undefined;
    if (event === 'sync' && typeof info === 'object' && info?.initialState) {
      args[1] = { ...info, initialState: view(info.initialState) };
    }
    return emit(event, ...args);
  };
}

/**
 * Filters what clients send before boardgame.io's handlers see it: only moves of the game's own
 * move list, with bounded arguments, for a match of the namespace's game (boardgame.io would run
 * any stored match through whichever game's namespace the socket chose); a client cannot make the
 * server create a match by syncing to an unknown id (matches are created only through the
 * protected lobby route); boardgame.io's own chat is off (chat goes through the API, which stores
 * and limits it). A refused packet changes nothing and nobody else hears of it.
 */
export function guardSockets(io: GuardedServer, games: Game[], options: SocketGuardOptions): void {
  const { gameOf, cachedGameOf, refusals } = options;
  for (const game of games) {
    const view = spectatorView(game);
    const policy = movePolicy(game);
    io.of(game.name!).on('connection', (socket) => {
      filterInitialState(socket, view);
      socket.on('error', () => {
        // A refused packet, already logged; without a listener socket.io would log a stack trace.
      });
      const address = socket.handshake.address;
      socket.use((packet, next) => {
        const [event, ...args] = packet;
        const refuse = (reason: string) => {
          refusals.refused(reason, { address, matchID: args[2] ?? args[0], playerID: args[3] ?? args[1] });
          next(new Error('refused'));
        };
        /** Lets the packet through only for a match of this namespace's game. */
        const forThisGame = (matchID: string, allowed: () => void = () => undefined) => {
          const pass = () => {
            allowed();
            next();
          };
          const known = cachedGameOf(matchID);
          if (known !== undefined)
            return known === game.name ? pass() : refuse(`a packet for a ${known} match sent to /${game.name}`);
          gameOf(matchID).then(
            (gameName) => {
              if (gameName === game.name) return pass();
              refuse(
                gameName === undefined
                  ? 'a packet for an unknown match'
                  : `a packet for a ${gameName} match sent to /${game.name}`,
              );
            },
            () => refuse('a packet whose match could not be read'),
          );
        };
        if (event === 'update') {
          const checked = checkUpdate(args, policy);
          if (!checked.ok) return refuse(checked.reason);
          packet.splice(1, packet.length - 1, ...checked.value);
          options.onMove?.(checked.value[2] as string, checked.value[1] as number);
          return forThisGame(checked.value[2] as string);
        }
        if (event === 'sync') {
          if (!isValidSync(args)) return refuse('a malformed sync');
          const matchID = args[0] as string;
          return forThisGame(matchID, () => options.onSync?.(matchID, game.name!));
        }
        return refuse(`a ${String(event).slice(0, 32)} packet`);
      });
    });
  }
}
