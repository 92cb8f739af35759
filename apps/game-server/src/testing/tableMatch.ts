// Matches created as the API creates them for a room with table rules: the rules in the create
// route's header, then every seat joined (a computer seat with `data: { computer: { level } }`).
import { SECRET_HEADER } from '../http/lobbyGuard';
import { TABLE_RULES_HEADER } from '../tables/creationRules';
import { lobbyClient } from './lobby';

export async function createTableMatch(
  url: string,
  secret: string,
  game: string,
  options: { rules?: unknown; rawRules?: string; computers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', [SECRET_HEADER]: secret };
  const rules = options.rawRules ?? (options.rules === undefined ? undefined : JSON.stringify(options.rules));
  if (rules !== undefined) headers[TABLE_RULES_HEADER] = rules;
  const response = await fetch(`${url}/games/${game}/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ numPlayers: 2 }),
  });
  const body = (await response.json()) as { matchID?: string; error?: string };
  if (response.status !== 200) return { status: response.status, error: body.error, matchID: '', credentials: [] as string[] };
  const matchID = body.matchID!;
  const lobby = lobbyClient(url, secret);
  const credentials: string[] = [];
  for (const playerID of ['0', '1']) {
    const level = options.computers?.[playerID];
    const joined = await lobby.join(game, matchID, {
      playerID,
      playerName: level ? `Computer ${playerID}` : `Player ${playerID}`,
      ...(level && { data: { computer: { level } } }),
    });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
    credentials.push(joined.body.playerCredentials);
  }
  return { status: 200, error: undefined, matchID, credentials };
}

/** Calls one of the game server's internal table routes. */
export async function tableRoute(url: string, secret: string, matchID: string, route: 'stand-in' | 'resign-away', body: unknown) {
  const response = await fetch(`${url}/tabula/matches/${matchID}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SECRET_HEADER]: secret },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { ok?: boolean; error?: string } };
}

/** Waits until `check` gives a value (polled), within a generous bound. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
