// Matches with computer seats, created through the internal lobby routes as the API creates them:
// a computer seat is joined with `data: { computer: { level } }`.
import type { lobbyClient } from './lobby';

export interface MatchWithComputers {
  matchID: string;
  /** Credentials of the people's seats, by seat; computer seats have none here. */
  credentials: Record<string, string>;
}

export async function createWithComputers(
  lobby: ReturnType<typeof lobbyClient>,
  game: string,
  options: { numPlayers: number; computers: Record<string, string>; setupData?: unknown },
): Promise<MatchWithComputers> {
  const created = await lobby.create(game, { numPlayers: options.numPlayers, setupData: options.setupData, unlisted: true });
  if (created.status !== 200) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const { matchID } = created.body;
  const credentials: Record<string, string> = {};
  for (let seat = 0; seat < options.numPlayers; seat += 1) {
    const playerID = String(seat);
    const level = options.computers[playerID];
    const body =
      level === undefined
        ? { playerID, playerName: `Player ${seat}` }
        : { playerID, playerName: `Computer ${seat}`, data: { computer: { level } } };
    const joined = await lobby.join(game, matchID, body);
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
    if (level === undefined) credentials[playerID] = joined.body.playerCredentials;
  }
  return { matchID, credentials };
}
