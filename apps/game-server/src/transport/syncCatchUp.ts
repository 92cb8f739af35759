// boardgame.io 0.50.2's transport answers a socket's sync with the state it read when the sync
// began, and adds the socket to its match's room (the sockets that hear broadcasts) only after that
// answer: a move committed and broadcast while the sync was reading reaches neither. The player who
// opened or reloaded the page then sees the match a move behind, and when that move was the other
// seat's, waits for a move that was already made. After each sync's answer, once the socket is in
// the room, it is sent the match's latest committed state as an update when that state is newer
// than the answer's. boardgame.io's client applies an update only when it is not older than what it
// holds, so this can never take a client back.
import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';

interface SyncingSocket {
  readonly connected: boolean;
  on(event: 'sync', listener: (matchID: unknown, playerID: unknown) => void): void;
  emit(event: string, ...args: unknown[]): boolean;
}
export interface SyncingServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: SyncingSocket) => void): void };
}

/** The match's latest committed state, or undefined when it cannot be read. */
export type LatestState = (matchID: string) => Promise<State | undefined>;

type Filter = ReturnType<typeof getFilterPlayerView>;

/** From the next connection on, every socket of each game's namespace is caught up after its syncs. */
export function catchUpAfterSyncs(io: SyncingServer, games: Game[], latestState: LatestState): void {
  for (const game of games) {
    const filter = getFilterPlayerView(ProcessGameConfig(game));
    io.of(game.name!).on('connection', (socket) => {
      let syncing: { matchID: string; playerID: string | null } | undefined;
      // Runs after boardgame.io's own sync handler has begun (it was added first), before its answer.
      socket.on('sync', (matchID, playerID) => {
        syncing = { matchID: matchID as string, playerID: typeof playerID === 'string' ? playerID : null };
      });
      const emit = socket.emit.bind(socket);
      socket.emit = (event, ...args) => {
        const sent = emit(event, ...args);
        const answered = syncing;
        if (event === 'sync' && answered && args[0] === answered.matchID) {
          syncing = undefined;
          const stateID = (args[1] as { state?: State } | undefined)?.state?._stateID;
          // The transport adds the socket to the room in the continuation of the handler that sent
          // this answer: by the next event-loop turn it hears every later broadcast.
          if (typeof stateID === 'number') setImmediate(() => void catchUp(socket, filter, latestState, answered, stateID));
        }
        return sent;
      };
    });
  }
}

async function catchUp(
  socket: SyncingSocket,
  filter: Filter,
  latestState: LatestState,
  { matchID, playerID }: { matchID: string; playerID: string | null },
  answeredStateID: number,
): Promise<void> {
  const state = await latestState(matchID).catch(() => undefined);
  if (!state || state._stateID <= answeredStateID || !socket.connected) return;
  // The moves in between are not logged again: the update carries the state only.
  const update = filter(
    playerID as string,
    { type: 'update', args: [matchID, { ...state, deltalog: [] }] } as never,
  ) as unknown as {
    args: unknown[];
  };
  socket.emit('update', ...update.args);
}
