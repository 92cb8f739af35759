// Creates boardgame.io matches and seats on the game servers through their internal lobby routes,
// spreading new matches over every server in GAME_SERVERS (round robin, skipping servers that fail).
import type { GameServerAddress } from '../env';

export interface Seat {
  playerID: string;
  credentials: string;
}

export interface CreatedMatch {
  server: GameServerAddress;
  matchID: string;
  /** One per player name passed in, in the same order. */
  seats: Seat[];
}

export class GameServerRefusal extends Error {}
export class GameServerUnavailable extends Error {}

export interface GameServers {
  createMatch(gameCode: string, setupData: unknown, playerNames: string[]): Promise<CreatedMatch>;
}

type Fetch = typeof fetch;

export class GameServerClient implements GameServers {
  private next: number;

  constructor(
    private readonly servers: GameServerAddress[],
    private readonly secret: string,
    private readonly timeoutMs = 10_000,
    private readonly fetchImpl: Fetch = fetch,
  ) {
    // Start at a random server so several API instances do not all begin with the first one.
    this.next = Math.floor(Math.random() * servers.length);
  }

  /** Servers in the order to try for the next match. */
  private rotation(): GameServerAddress[] {
    const start = this.next % this.servers.length;
    this.next = (start + 1) % this.servers.length;
    return [...this.servers.slice(start), ...this.servers.slice(0, start)];
  }

  async createMatch(gameCode: string, setupData: unknown, playerNames: string[]): Promise<CreatedMatch> {
    const failures: string[] = [];
    for (const server of this.rotation()) {
      try {
        return await this.createOn(server, gameCode, setupData, playerNames);
      } catch (error) {
        if (error instanceof GameServerRefusal) throw error;
        failures.push(`${server.internalUrl}: ${(error as Error).message}`);
      }
    }
    throw new GameServerUnavailable(`No game server could create the match (${failures.join('; ')})`);
  }

  private async createOn(server: GameServerAddress, gameCode: string, setupData: unknown, playerNames: string[]): Promise<CreatedMatch> {
    const base = `${server.internalUrl}/games/${encodeURIComponent(gameCode)}`;
    const created = await this.post<{ matchID?: unknown }>(`${base}/create`, {
      numPlayers: playerNames.length,
      ...(setupData === undefined ? {} : { setupData }),
      unlisted: true,
    });
    if (typeof created.matchID !== 'string') throw new Error('create answered without a matchID');
    const seats: Seat[] = [];
    for (const [index, playerName] of playerNames.entries()) {
      const playerID = String(index);
      const joined = await this.post<{ playerCredentials?: unknown }>(`${base}/${encodeURIComponent(created.matchID)}/join`, {
        playerID,
        playerName,
      });
      if (typeof joined.playerCredentials !== 'string') throw new Error('join answered without playerCredentials');
      seats.push({ playerID, credentials: joined.playerCredentials });
    }
    return { server, matchID: created.matchID, seats };
  }

  private async post<T>(url: string, body: unknown): Promise<T> {
    const response = await this.fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tabula-secret': this.secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    // 400 is the game refusing the request (e.g. setupData its rules reject); anything else is the server's fault.
    if (response.status === 400) throw new GameServerRefusal(text || 'The game server refused the settings');
    if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }
}
