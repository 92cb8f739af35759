// The whole online flow for two players over real HTTP and WebSocket, with a real game server:
// sign up, room, start, play Tic-Tac-Toe to a win with boardgame.io's SocketIO client, next room.
import { game } from '@games/tictactoe/game';
import { Subscription } from './testing/client';
import { connectPlayer, until, type PlayerClient } from './testing/bgio';
import { databaseKinds } from './testing/databases';
import { startStack, type TestStack } from './testing/stack';
import { topics } from './events';

jest.setTimeout(90_000);

const MATCH = `query ($id: String!) {
  match(id: $id) { id gameCode bgioServerUrl bgioMatchId bgioSecret bgioPlayerId playerMemberships { user { id nickname } } }
}`;
const ROOM_FIELDS = 'id gameCode capacity isPublic matchId userId userMemberships { isCreator position user { id nickname } }';

describe.each(databaseKinds())('online flow on %s', (kind) => {
  let stack: TestStack;
  const players: PlayerClient[] = [];

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    players.forEach((player) => player.stop());
    await stack?.close();
  }, 60_000);

  it('takes two users from a new room through a won match to the same next room', async () => {
    const ann = await stack.client();
    const bob = await stack.client();
    const annId = await ann.signUp('Ann');
    const bobId = await bob.signUp('Bob');

    const { newRoom } = await ann.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
    const roomId: string = newRoom.roomId;
    const annSocket = ann.socket();
    const roomEvents = new Subscription(
      annSocket,
      `subscription ($id: String!) { roomMutated(roomId: $id) { ${ROOM_FIELDS} } }`,
      { id: roomId },
    );
    await stack.waitForSubscribers(topics.room(roomId));

    const { joinRoom } = await bob.ok(`mutation ($id: String!) { joinRoom(roomId: $id) { ${ROOM_FIELDS} } }`, { id: roomId });
    expect(joinRoom).toMatchObject({
      id: roomId,
      gameCode: 'tictactoe',
      capacity: 2,
      isPublic: false,
      matchId: null,
      userId: bobId,
    });
    expect(joinRoom.userMemberships).toEqual([
      { isCreator: true, position: 0, user: { id: annId, nickname: 'Ann' } },
      { isCreator: false, position: 1, user: { id: bobId, nickname: 'Bob' } },
    ]);
    const joined = await roomEvents.next();
    expect(joined.data?.roomMutated.userMemberships).toHaveLength(2);
    expect(joined.data?.roomMutated.userId).toBe(annId);

    const { startMatch: matchId } = await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', {
      id: roomId,
    });
    expect((await roomEvents.next()).data?.roomMutated.matchId).toBe(matchId);
    roomEvents.close();
    await annSocket.dispose();

    const annMatch = (await ann.ok(MATCH, { id: matchId })).match;
    const bobMatch = (await bob.ok(MATCH, { id: matchId })).match;
    expect(annMatch).toMatchObject({
      id: matchId,
      gameCode: 'tictactoe',
      bgioServerUrl: `http://localhost:${stack.gameServer!.port}`,
      bgioPlayerId: '0',
    });
    expect(bobMatch).toMatchObject({ bgioMatchId: annMatch.bgioMatchId, bgioPlayerId: '1' });
    expect(annMatch.bgioSecret).toEqual(expect.any(String));
    expect(bobMatch.bgioSecret).toEqual(expect.any(String));
    expect(bobMatch.bgioSecret).not.toBe(annMatch.bgioSecret);
    expect(annMatch.playerMemberships).toEqual([
      { user: { id: annId, nickname: 'Ann' } },
      { user: { id: bobId, nickname: 'Bob' } },
    ]);

    // The browser connects to the game server's loopback address; bgioServerUrl names it as localhost.
    const serverUrl = stack.gameServer!.url;
    const seat = (match: typeof annMatch) => ({
      serverUrl,
      matchID: match.bgioMatchId,
      playerID: match.bgioPlayerId,
      credentials: match.bgioSecret,
    });
    const x = connectPlayer(game, seat(annMatch));
    const o = connectPlayer(game, seat(bobMatch));
    players.push(x, o);
    await until(x, (s) => s.ctx.currentPlayer === '0');
    await until(o, (s) => s.ctx.currentPlayer === '0');

    const play = async (client: PlayerClient, cell: number, turn: number) => {
      client.moves.markCell!(cell);
      await until(x, (s) => s.ctx.turn === turn + 1 || s.ctx.gameover !== undefined);
      await until(o, (s) => s.ctx.turn === turn + 1 || s.ctx.gameover !== undefined);
    };
    await play(x, 0, 1);
    await play(o, 3, 2);

    // A move sent for Bob's seat with Ann's credentials changes nothing (the game server may
    // also refuse to sync such a client at all).
    const impostor = connectPlayer(game, { ...seat(bobMatch), credentials: annMatch.bgioSecret });
    players.push(impostor);
    await play(x, 1, 3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    if (impostor.getState()) {
      impostor.moves.markCell!(8);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    expect((x.getState()!.G as { cells: (string | null)[] }).cells[8]).toBeNull();
    expect(x.getState()!.ctx.currentPlayer).toBe('1');

    await play(o, 4, 4);
    await play(x, 2, 5);
    const final = await until(o, (s) => s.ctx.gameover !== undefined);
    expect(final.ctx.gameover).toEqual({ winner: '0' });
    expect((final.G as { cells: (string | null)[] }).cells.slice(0, 3)).toEqual(['0', '0', '0']);

    const [annNext, bobNext] = await Promise.all([
      ann.ok('mutation ($id: String!) { nextRoom(matchId: $id) }', { id: matchId }),
      bob.ok('mutation ($id: String!) { nextRoom(matchId: $id) }', { id: matchId }),
    ]);
    expect(annNext.nextRoom).toBe(bobNext.nextRoom);
    expect(annNext.nextRoom).not.toBe(roomId);
    const again = await ann.ok('mutation ($id: String!) { nextRoom(matchId: $id) }', { id: matchId });
    expect(again.nextRoom).toBe(annNext.nextRoom);
    const { joinRoom: next } = await ann.ok(`mutation ($id: String!) { joinRoom(roomId: $id) { ${ROOM_FIELDS} } }`, {
      id: annNext.nextRoom,
    });
    expect(next).toMatchObject({ gameCode: 'tictactoe', capacity: 2, matchId: null });
    expect(next.userMemberships.map((m: { user: { id: number } }) => m.user.id).sort()).toEqual([annId, bobId].sort());
    expect(next.userMemberships.filter((m: { isCreator: boolean }) => m.isCreator)).toHaveLength(1);
  });

  it('lists public rooms in the lobby for anyone and announces changes on lobbyMutated', async () => {
    const visitor = await stack.client();
    const visitorSocket = visitor.socket();
    const lobbyEvents = new Subscription(
      visitorSocket,
      'subscription { lobbyMutated { rooms { id capacity userMemberships { user { nickname } } } } }',
    );
    await stack.waitForSubscribers(topics.lobby);

    const host = await stack.client();
    await host.signUp('Host');
    const { newRoom } = await host.ok(
      'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2, isPublic: true }) { roomId } }',
    );
    const event = await lobbyEvents.next();
    expect(event.data?.lobbyMutated.rooms).toContainEqual({
      id: newRoom.roomId,
      capacity: 2,
      userMemberships: [{ user: { nickname: 'Host' } }],
    });
    const { lobby } = await visitor.ok('{ lobby { rooms { id } } }');
    expect(lobby.rooms).toContainEqual({ id: newRoom.roomId });

    const guest = await stack.client();
    await guest.signUp('Guest');
    await guest.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
    const full = await lobbyEvents.next();
    expect(full.data?.lobbyMutated.rooms.map((room: { id: string }) => room.id)).not.toContain(newRoom.roomId);
    lobbyEvents.close();
    await visitorSocket.dispose();
  });
});
