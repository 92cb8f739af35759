// boardgame.io's own SocketIO client, as the browser uses it, for tests that play real moves.
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { Game } from 'boardgame.io';

export interface Seat {
  serverUrl: string;
  matchID: string;
  playerID: string;
  credentials: string;
}

export type PlayerClient = ReturnType<typeof connectPlayer>;

export function connectPlayer<G>(game: Game<G>, seat: Seat) {
  const client = Client({
    game,
    multiplayer: SocketIO({ server: seat.serverUrl }),
    matchID: seat.matchID,
    playerID: seat.playerID,
    credentials: seat.credentials,
    debug: false,
  });
  client.start();
  return client;
}

type State = NonNullable<ReturnType<PlayerClient['getState']>>;

/** Resolves with the first synced state that satisfies `check`. */
export async function until(client: PlayerClient, check: (state: State) => boolean, timeoutMs = 10_000): Promise<State> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = client.getState();
    if (state && state.isConnected !== false && check(state)) return state;
    if (Date.now() > deadline)
      throw new Error(`state not reached; last: ${JSON.stringify(state?.G)} ${JSON.stringify(state?.ctx)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
