// Seat changes against a real game server: the API reaches its internal table routes for the
// asker's seat, the seat's metadata shows the stand-in and loses it again, and the server's
// refusals (a game without a computer player, a seat that is not away) arrive with their codes.
import type { ApiClient } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(120_000);

const NEW_ROOM = 'mutation ($g: String!) { newRoom(room: { gameCode: $g, capacity: 2 }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }';
const SET_RULES = 'mutation ($id: String!, $r: TableRulesInput!) { updateTableRules(roomId: $id, rules: $r) }';
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const MATCH = 'query ($id: String!) { match(id: $id) { bgioMatchId } }';
const STAND_IN = 'mutation ($id: String!, $on: Boolean!) { setStandIn(matchId: $id, on: $on) }';
const RESIGN_AWAY = 'mutation ($id: String!, $seat: String!) { resignAwayPlayer(matchId: $id, bgioPlayerId: $seat) }';

describe.each(databaseKinds())('seat changes on a real game server on %s', (kind) => {
  let stack: TestStack;
  let ann: ApiClient;
  let bob: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
      [ann, bob] = await Promise.all([stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  /** Ann (seat 0) and Bob (seat 1) in a started match of `gameCode`, with `rules` if given. */
  async function match(gameCode: string, rules?: unknown): Promise<string> {
    const { roomId } = (await ann.ok(NEW_ROOM, { g: gameCode })).newRoom;
    if (rules) await ann.ok(SET_RULES, { id: roomId, r: rules });
    await bob.ok(JOIN, { id: roomId });
    return (await ann.ok(START, { id: roomId })).startMatch;
  }

  /** The seats' metadata `data` as the game server's lobby route shows it. */
  async function seatData(gameCode: string, matchId: string): Promise<unknown[]> {
    const { bgioMatchId } = (await ann.ok(MATCH, { id: matchId })).match;
    const response = await fetch(`${stack.gameServer!.url}/games/${gameCode}/${bgioMatchId}`, {
      headers: { 'x-tabula-secret': stack.config.gameServerSecret! },
    });
    const { players } = (await response.json()) as { players: { data?: unknown }[] };
    return players.map((player) => player.data);
  }

  it("puts a computer player in the asker's seat and hands it back", async () => {
    const matchId = await match('chess', {
      clock: { kind: 'PER_MATCH', minutes: 20, incrementSeconds: 0 },
      onTimeout: 'MOVE_ONCE',
    });
    expect((await bob.ok(STAND_IN, { id: matchId, on: true })).setStandIn).toBe(true);
    const [annData, bobData] = await seatData('chess', matchId);
    expect(annData ?? {}).not.toHaveProperty('standIn');
    expect(bobData).toMatchObject({ standIn: { reason: 'asked' } });
    expect((await bob.ok(STAND_IN, { id: matchId, on: false })).setStandIn).toBe(true);
    expect((await seatData('chess', matchId))[1] ?? {}).not.toHaveProperty('standIn');
  });

  it("answers the game server's refusals with their codes", async () => {
    const chess = await match('chess', { clock: { kind: 'NONE' }, onTimeout: 'MOVE_ONCE', awaySeconds: 30 });
    expect(await expectRefusal(stack, ann, 'NOT_AWAY', RESIGN_AWAY, { id: chess, seat: '1' })).toBe(
      'That player is not away, or not for long enough yet.',
    );
    const hangman = await match('hangman');
    expect(await expectRefusal(stack, ann, 'NO_COMPUTER_PLAYER', STAND_IN, { id: hangman, on: true })).toBe(
      'This game has no computer player to play a seat.',
    );
  });
});
