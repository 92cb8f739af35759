// Creates boardgame.io matches and seats on the game servers through their internal lobby routes,
// spreading new matches over every server in GAME_SERVERS (round robin, skipping servers that fail
// or do not answer in time), and discards matches the API could not record. A match's seats are
// changed (a computer player standing in, an away seat resigned) on the server that holds it.
import { DEFAULT_TABLE_RULES, type TableRules } from '@tabula/game-kit';
import { DEFAULT_GAME_SERVER_TIMEOUT_MS, type GameServerAddress } from '../env';
import { type SeatAction, type SeatActionAnswer, seatActionPath } from './seat-actions';

export interface Seat {
  playerID: string;
  credentials: string;
}

export interface CreatedMatch {
  server: GameServerAddress;
  gameCode: string;
  matchID: string;
  /** One per player name passed in, in the same order. */
  seats: Seat[];
}

/** Computer seats of a new match: playerID -> a level of the game's AI. The game server's bot runner plays them. */
export type ComputerSeats = Readonly<Record<string, string>>;

export class GameServerRefusal extends Error {}
export class GameServerUnavailable extends Error {}

/** Where a recorded match lives: its server's public URL (as the match stores it) and its boardgame.io id. */
export interface MatchAddress {
  bgioServerUrl: string;
  bgioMatchId: string;
}

/** The header carrying a new match's table rules (JSON) to the game server's create route. */
export const TABLE_RULES_HEADER = 'x-tabula-table-rules';

export interface GameServers {
  /**
   * `computers` marks the seats computer players play (joined with `data.computer.level`); none by
   * default. `tableRules` go along in the TABLE_RULES_HEADER; the defaults when left out.
   */
  createMatch(
    gameCode: string,
    setupData: unknown,
    playerNames: string[],
    computers?: ComputerSeats,
    tableRules?: TableRules,
  ): Promise<CreatedMatch>;
  /** Best effort, never throws: removes a created match nobody will play. */
  discardMatch(match: CreatedMatch): Promise<void>;
  /** Asks the match's server to change a seat; throws GameServerUnavailable when it does not answer as agreed. */
  seatAction(match: MatchAddress, action: SeatAction): Promise<SeatActionAnswer>;
}

type Fetch = typeof fetch;

export class GameServerClient implements GameServers {
  private next: number;

  constructor(
    private readonly servers: GameServerAddress[],
    private readonly secret: string,
    /** The most one server may take to create a match and all its seats. */
    private readonly timeoutMs = DEFAULT_GAME_SERVER_TIMEOUT_MS,
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

  async createMatch(
    gameCode: string,
    setupData: unknown,
    playerNames: string[],
    computers: ComputerSeats = {},
    tableRules: TableRules = DEFAULT_TABLE_RULES,
  ): Promise<CreatedMatch> {
    const failures: string[] = [];
    for (const server of this.rotation()) {
      try {
        return await this.createOn(server, gameCode, setupData, playerNames, computers, tableRules);
      } catch (error) {
        if (error instanceof GameServerRefusal) throw error;
        failures.push(`${server.internalUrl}: ${(error as Error).message}`);
      }
    }
    throw new GameServerUnavailable(`No game server could create the match (${failures.join('; ')})`);
  }

  private async createOn(
    server: GameServerAddress,
    gameCode: string,
    setupData: unknown,
    playerNames: string[],
    computers: ComputerSeats,
    tableRules: TableRules,
  ): Promise<CreatedMatch> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const base = `${server.internalUrl}/games/${encodeURIComponent(gameCode)}`;
    const created = await this.post<{ matchID?: unknown }>(
      `${base}/create`,
      { numPlayers: playerNames.length, ...(setupData === undefined ? {} : { setupData }), unlisted: true },
      signal,
      { [TABLE_RULES_HEADER]: JSON.stringify(tableRules) },
    );
    if (typeof created.matchID !== 'string') throw new Error('create answered without a matchID');
    const match: CreatedMatch = { server, gameCode, matchID: created.matchID, seats: [] };
    try {
      for (const [index, playerName] of playerNames.entries()) {
        const playerID = String(index);
        const level = computers[playerID];
        const joined = await this.post<{ playerCredentials?: unknown }>(
          `${base}/${encodeURIComponent(created.matchID)}/join`,
          level === undefined ? { playerID, playerName } : { playerID, playerName, data: { computer: { level } } },
          signal,
        );
        if (typeof joined.playerCredentials !== 'string') throw new Error('join answered without playerCredentials');
        match.seats.push({ playerID, credentials: joined.playerCredentials });
      }
    } catch (error) {
      // In the background: the server that just failed may not answer the cleanup either.
      void this.discardMatch(match);
      throw error;
    }
    return match;
  }

  /**
   * Every joined seat leaves; boardgame.io deletes a match once no seat has a player. A match
   * whose seats could not be joined (or left) cannot be removed through the lobby routes, which
   * have no delete: it stays on its server, unlisted and unplayable, as nobody has its credentials.
   */
  async discardMatch(match: CreatedMatch): Promise<void> {
    const base = `${match.server.internalUrl}/games/${encodeURIComponent(match.gameCode)}/${encodeURIComponent(match.matchID)}`;
    const signal = AbortSignal.timeout(this.timeoutMs);
    for (const seat of match.seats) {
      try {
        await this.post(`${base}/leave`, { playerID: seat.playerID, credentials: seat.credentials }, signal);
      } catch (error) {
        console.error(`Could not discard match ${match.matchID} on ${match.server.internalUrl}: ${(error as Error).message}`);
        return;
      }
    }
  }

  async seatAction(match: MatchAddress, action: SeatAction): Promise<SeatActionAnswer> {
    const server = this.servers.find((known) => known.publicUrl === match.bgioServerUrl);
    if (!server) throw new GameServerUnavailable(`No game server in GAME_SERVERS has the public URL ${match.bgioServerUrl}`);
    const url = `${server.internalUrl}${seatActionPath(match.bgioMatchId, action)}`;
    let response: Response;
    let text: string;
    try {
      response = await this.send(url, action.body, AbortSignal.timeout(this.timeoutMs));
      text = await response.text();
    } catch (error) {
      throw new GameServerUnavailable(`${url}: ${(error as Error).message}`);
    }
    const error = errorOf(text);
    if (response.ok) return { ok: true };
    // Only the agreed refusals count as answers; any other one (e.g. a server without the route) is the server's fault.
    if ((response.status === 404 || response.status === 409) && error !== undefined) return { ok: false, error };
    throw new GameServerUnavailable(`${url}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }

  private send(url: string, body: unknown, signal: AbortSignal, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tabula-secret': this.secret, ...headers },
      body: JSON.stringify(body),
      signal,
    });
  }

  private async post<T>(url: string, body: unknown, signal: AbortSignal, headers: Record<string, string> = {}): Promise<T> {
    const response = await this.send(url, body, signal, headers);
    const text = await response.text();
    // 400 is the game refusing the request (e.g. setupData its rules reject); anything else is the server's fault.
    if (response.status === 400) throw new GameServerRefusal(text || 'The game server refused the settings');
    if (!response.ok) throw new Error(`HTTP ${response.status} ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }
}

/** The `error` of a refusal's JSON body ({error: '...'}), if it has one. */
function errorOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}
