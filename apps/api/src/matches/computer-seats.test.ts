// Through a real game server: a room of one person and three computer players of Schafkopf starts
// a match whose seats 1-3 are computer seats with their levels in the game server's metadata.
import type { ApiClient } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(120_000);

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "schafkopf", capacity: 4 }) { roomId } }';
const ADD = 'mutation ($id: String!, $level: String!) { addComputerPlayer(roomId: $id, level: $level) }';
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const MATCH = 'query ($id: String!) { match(id: $id) { bgioMatchId bgioPlayerId bgioSecret } }';

interface SeatMetadata {
  id: number;
  name?: string;
  data?: unknown;
}

describe.each(databaseKinds())('computer seats on a real game server on %s', (kind) => {
  let stack: TestStack;
  let ann: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
      ann = await stack.client();
      await ann.signUp('Ann');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  it('joins each computer seat with its level; the person keeps the only credentials', async () => {
    const roomId: string = (await ann.ok(NEW_ROOM)).newRoom.roomId;
    for (const level of ['easy', 'medium', 'hard']) await ann.ok(ADD, { id: roomId, level });
    const { startMatch: matchId } = await ann.ok(START, { id: roomId });
    const { match } = await ann.ok(MATCH, { id: matchId });
    expect(match.bgioPlayerId).toBe('0');
    expect(match.bgioSecret).toEqual(expect.any(String));

    const secret = stack.config.gameServerSecret!;
    const response = await fetch(`${stack.gameServer!.url}/games/schafkopf/${match.bgioMatchId}`, {
      headers: { 'x-tabula-secret': secret },
    });
    expect(response.status).toBe(200);
    const { players } = (await response.json()) as { players: SeatMetadata[] };
    expect(players.map((player) => player.data ?? null)).toEqual([
      null,
      { computer: { level: 'easy' } },
      { computer: { level: 'medium' } },
      { computer: { level: 'hard' } },
    ]);
    expect(players[0]!.name).toBe('Ann');
  });
});
