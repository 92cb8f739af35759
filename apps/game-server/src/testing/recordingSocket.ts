import type { State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';

export interface Received {
  event: string;
  args: unknown[];
}

/**
 * A bare socket.io connection that records every message the server sends it. With a matchID it
 * syncs like a boardgame.io client (as a seat with credentials, or as a spectator).
 */
export async function recordingSocket(
  server: string,
  gameName: string,
  sync?: { matchID: string; playerID?: string; credentials?: string; numPlayers?: number },
) {
  const socket: Socket = io(`${server}/${gameName}`, { transports: ['websocket'], reconnection: false, forceNew: true });
  const received: Received[] = [];
  const wakers = new Set<() => void>();
  socket.onAny((event: string, ...args: unknown[]) => {
    received.push({ event, args });
    for (const wake of [...wakers]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  /** The state in the newest sync or update. */
  const latestState = (): State | undefined => {
    for (let i = received.length - 1; i >= 0; i -= 1) {
      const { event, args } = received[i]!;
      if (event === 'update') return args[1] as State;
      if (event === 'sync') return (args[1] as { state: State }).state;
    }
    return undefined;
  };

  function waitFor(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
    return new Promise((resolve, reject) => {
      const wake = () => {
        if (!check()) return;
        wakers.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        wakers.delete(wake);
        reject(new Error(`timed out waiting for ${what} on /${gameName} (last stateID ${latestState()?._stateID})`));
      }, timeoutMs);
      wakers.add(wake);
      wake();
    });
  }

  if (sync) {
    socket.emit('sync', sync.matchID, sync.playerID ?? null, sync.credentials, sync.numPlayers ?? 2);
    await waitFor('the sync', () => latestState() !== undefined);
  }

  return {
    socket,
    received,
    latestState,
    waitFor,
    waitForStateID: (stateID: number, timeoutMs?: number) =>
      waitFor(`stateID ${stateID}`, () => (latestState()?._stateID ?? -1) >= stateID, timeoutMs),
    /** Sends an update packet as boardgame.io's client does. */
    sendUpdate: (action: unknown, stateID: unknown, matchID: unknown, playerID: unknown) =>
      socket.emit('update', action, stateID, matchID, playerID),
    close: () => socket.close(),
  };
}

export type RecordingSocket = Awaited<ReturnType<typeof recordingSocket>>;

/**
 * Emits an event as a raw socket.io frame on the socket's connection, in order with its other
 * packets. socket.io's client walks arguments recursively and overflows on what a hostile client
 * can still write by hand: `nestedMarker(depth)` strings become arrays nested that deep.
 */
export function emitRaw(socket: Socket, event: string, ...args: unknown[]): void {
  const { nsp } = socket as unknown as { nsp: string };
  const namespace = nsp === '/' ? '' : `${nsp},`;
  const json = JSON.stringify([event, ...args]).replace(
    /"<nested (\d+)>"/g,
    (_, depth: string) => '['.repeat(Number(depth)) + ']'.repeat(Number(depth)),
  );
  (socket.io.engine as unknown as { write(data: string): void }).write(`2${namespace}${json}`);
}
