// During a match a player hands their own seat to a computer player and takes it back, or ends
// the match for another person's seat whose player is away: the API checks who asks, sends the
// request to the match's game server for the right seat, and answers its refusals with codes.
import { GameServerUnavailable } from '../game-servers/client';
import type { SeatRefusal } from '../game-servers/seat-actions';
import type { ApiClient } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { RecordingGameServers } from './recording-game-servers';

jest.setTimeout(90_000);

const NEW_ROOM = 'mutation ($g: String!, $c: Int!) { newRoom(room: { gameCode: $g, capacity: $c }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }';
const ADD = 'mutation ($id: String!, $level: String!) { addComputerPlayer(roomId: $id, level: $level) }';
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const MATCH = 'query ($id: String!) { match(id: $id) { bgioServerUrl bgioMatchId } }';
const STAND_IN = 'mutation ($id: String!, $on: Boolean!) { setStandIn(matchId: $id, on: $on) }';
const RESIGN_AWAY = 'mutation ($id: String!, $seat: String!) { resignAwayPlayer(matchId: $id, bgioPlayerId: $seat) }';

describe.each(databaseKinds())('seat changes during a match on %s', (kind) => {
  let stack: TestStack;
  const gameServers = new RecordingGameServers();
  let ann: ApiClient;
  let bob: ApiClient;
  let cid: ApiClient;
  /** Ann (seat 0), Bob (seat 1) and a computer player (seat 2) in a Schafkopf match. */
  let matchId: string;
  let address: { bgioServerUrl: string; bgioMatchId: string };

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false, overrides: { gameServers } });
      [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
      await ann.signUp('Ann');
      await bob.signUp('Bob');
      await cid.signUp('Cid');
      const { roomId } = (await ann.ok(NEW_ROOM, { g: 'schafkopf', c: 3 })).newRoom;
      await bob.ok(JOIN, { id: roomId });
      await ann.ok(ADD, { id: roomId, level: 'easy' });
      matchId = (await ann.ok(START, { id: roomId })).startMatch;
      address = (await ann.ok(MATCH, { id: matchId })).match;
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);
  beforeEach(() => {
    gameServers.seatActions.length = 0;
    gameServers.seatAnswer = () => ({ ok: true });
  });

  it("puts a computer player in the asker's own seat and hands it back, on the match's game server", async () => {
    expect((await ann.ok(STAND_IN, { id: matchId, on: true })).setStandIn).toBe(true);
    expect((await bob.ok(STAND_IN, { id: matchId, on: true })).setStandIn).toBe(true);
    expect((await ann.ok(STAND_IN, { id: matchId, on: false })).setStandIn).toBe(true);
    expect(gameServers.seatActions).toEqual([
      { match: address, action: { kind: 'standIn', body: { playerID: '0', on: true } } },
      { match: address, action: { kind: 'standIn', body: { playerID: '1', on: true } } },
      { match: address, action: { kind: 'standIn', body: { playerID: '0', on: false } } },
    ]);
  });

  it("resigns for another person's seat, and refuses the asker's own seat and a computer player's", async () => {
    expect((await ann.ok(RESIGN_AWAY, { id: matchId, seat: '1' })).resignAwayPlayer).toBe(true);
    expect(gameServers.seatActions).toEqual([{ match: address, action: { kind: 'resignAway', body: { playerID: '1' } } }]);
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', RESIGN_AWAY, { id: matchId, seat: '0' })).toBe(
      'That is your own seat; to give up, resign in the game.',
    );
    for (const seat of ['2', '3', '', 'x'.repeat(100)]) {
      expect(await expectRefusal(stack, bob, 'BAD_USER_INPUT', RESIGN_AWAY, { id: matchId, seat })).toBe(
        'Only the seat of a person who plays in this match can be resigned for.',
      );
    }
    expect(gameServers.seatActions).toHaveLength(1);
  });

  it('refuses anyone without a seat in the match, and an unknown match, without asking the game server', async () => {
    expect(await expectRefusal(stack, cid, 'FORBIDDEN', STAND_IN, { id: matchId, on: true })).toBe(
      'Only the players of this match can let a computer player play for you.',
    );
    await expectRefusal(stack, cid, 'FORBIDDEN', RESIGN_AWAY, { id: matchId, seat: '1' });
    const signedOut = await stack.client();
    await expectRefusal(stack, signedOut, 'UNAUTHENTICATED', STAND_IN, { id: matchId, on: true });
    await expectRefusal(stack, signedOut, 'UNAUTHENTICATED', RESIGN_AWAY, { id: matchId, seat: '1' });
    for (const id of ['no-such-match', 'x'.repeat(37)]) {
      expect(await expectRefusal(stack, ann, 'NOT_FOUND', STAND_IN, { id, on: true })).toBe('This match does not exist.');
      await expectRefusal(stack, ann, 'NOT_FOUND', RESIGN_AWAY, { id, seat: '1' });
    }
    expect(gameServers.seatActions).toEqual([]);
  });

  it("answers each of the game server's refusals with its own code", async () => {
    const codes: [SeatRefusal, string, string][] = [
      ['match not found', 'NOT_FOUND', STAND_IN],
      ['no computer player', 'NO_COMPUTER_PLAYER', STAND_IN],
      ['match is over', 'MATCH_OVER', STAND_IN],
      ['computer seat', 'COMPUTER_SEAT', STAND_IN],
      ['match is over', 'MATCH_OVER', RESIGN_AWAY],
      ['not away', 'NOT_AWAY', RESIGN_AWAY],
      ['not waiting', 'NOT_WAITING', RESIGN_AWAY],
    ];
    for (const [error, code, mutation] of codes) {
      gameServers.seatAnswer = () => ({ ok: false, error });
      await expectRefusal(stack, ann, code, mutation, { id: matchId, on: true, seat: '1' });
    }
    gameServers.seatAnswer = () => ({ ok: false, error: 'too early in the morning' });
    expect(await expectRefusal(stack, ann, 'BAD_USER_INPUT', STAND_IN, { id: matchId, on: true })).toBe(
      'The game server refused: too early in the morning',
    );
  });

  it('says the game server is unavailable when it does not answer', async () => {
    gameServers.seatAnswer = () => {
      throw new GameServerUnavailable('http://recording.invalid: fetch failed');
    };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expectRefusal(stack, ann, 'GAME_SERVER_UNAVAILABLE', STAND_IN, { id: matchId, on: false });
    await expectRefusal(stack, bob, 'GAME_SERVER_UNAVAILABLE', RESIGN_AWAY, { id: matchId, seat: '0' });
    expect(logged).toHaveBeenCalledWith('http://recording.invalid: fetch failed');
    logged.mockRestore();
  });
});
