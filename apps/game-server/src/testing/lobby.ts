// A small client for the game server's protected lobby routes, as the API uses them.
import { SECRET_HEADER } from '../http/lobbyGuard';

export interface LobbyResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export function lobbyClient(baseUrl: string, secret: string | undefined) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<LobbyResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret !== undefined) headers[SECRET_HEADER] = secret;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Koa answers errors in plain text.
    }
    return { status: response.status, body: parsed as T };
  }
  return {
    call,
    create: (game: string, body: Record<string, unknown>) => call<{ matchID: string }>('POST', `/games/${game}/create`, body),
    join: (game: string, matchID: string, body: Record<string, unknown>) =>
      call<{ playerID: string; playerCredentials: string }>('POST', `/games/${game}/${matchID}/join`, body),
    /** Creates a match and joins every seat in order; returns the match id and each seat's credentials. */
    async createAndJoin(game: string, numPlayers: number, setupData?: unknown) {
      const created = await call<{ matchID: string }>('POST', `/games/${game}/create`, { numPlayers, setupData });
      if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
      const { matchID } = created.body;
      const credentials: string[] = [];
      for (let seat = 0; seat < numPlayers; seat += 1) {
        const joined = await call<{ playerCredentials: string }>('POST', `/games/${game}/${matchID}/join`, {
          playerID: String(seat),
          playerName: `Player ${seat}`,
        });
        if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
        credentials.push(joined.body.playerCredentials);
      }
      return { matchID, credentials };
    },
  };
}
