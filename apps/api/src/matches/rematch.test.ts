// Rematch offers: when one player asks for the next room, the match's other players hear of it at
// once (rematchMutated), read it with the match, and see it go when it is withdrawn or starts.
import { type ApiClient, Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { RecordingGameServers } from './recording-game-servers';
import { rematchTopic } from './rematch';

jest.setTimeout(90_000);

const NEW_ROOM = 'mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }';
const LEAVE = 'mutation ($id: String!) { leaveRoom(roomId: $id) }';
const START = 'mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }';
const NEXT_ROOM = 'mutation ($id: String!) { nextRoom(matchId: $id) }';
const REMATCH = 'query ($id: String!) { match(id: $id) { rematch { roomId players { id nickname } } } }';
const REMATCH_MUTATED = `subscription ($id: String!) {
  rematchMutated(matchId: $id) { matchId offer { roomId players { id nickname } } }
}`;

describe.each(databaseKinds())('rematch offers on %s', (kind) => {
  let stack: TestStack;
  let ann: ApiClient;
  let bob: ApiClient;
  let cid: ApiClient;
  let ids: { ann: number; bob: number };

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { withGameServer: false, overrides: { gameServers: new RecordingGameServers() } });
      [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
      ids = { ann: await ann.signUp('Ann'), bob: await bob.signUp('Bob') };
      await cid.signUp('Cid');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  async function playedMatch(): Promise<string> {
    const roomId: string = (await ann.ok(NEW_ROOM)).newRoom.roomId;
    await bob.ok(JOIN, { id: roomId });
    return (await ann.ok(START, { id: roomId })).startMatch;
  }

  it('tells the other player at once who wants a rematch, and that the offer is gone when they leave', async () => {
    const matchId = await playedMatch();
    expect((await bob.ok(REMATCH, { id: matchId })).match.rematch).toBeNull();
    const socket = bob.socket();
    const offers = new Subscription(socket, REMATCH_MUTATED, { id: matchId });
    await stack.waitForSubscribers(rematchTopic(matchId));

    const { nextRoom } = await ann.ok(NEXT_ROOM, { id: matchId });
    const offer = { roomId: nextRoom, players: [{ id: ids.ann, nickname: 'Ann' }] };
    expect((await offers.next()).data?.rematchMutated).toEqual({ matchId, offer });
    // A player who opens the match page later reads the same offer.
    expect((await bob.ok(REMATCH, { id: matchId })).match.rematch).toEqual(offer);

    await ann.ok(LEAVE, { id: nextRoom });
    expect((await offers.next()).data?.rematchMutated).toEqual({ matchId, offer: null });
    expect((await bob.ok(REMATCH, { id: matchId })).match.rematch).toBeNull();

    // Asking again opens a new room, offered to Ann in turn.
    const again = (await bob.ok(NEXT_ROOM, { id: matchId })).nextRoom;
    expect(again).not.toBe(nextRoom);
    expect((await offers.next()).data?.rematchMutated.offer).toEqual({
      roomId: again,
      players: [{ id: ids.bob, nickname: 'Bob' }],
    });
    expect((await ann.ok(REMATCH, { id: matchId })).match.rematch.roomId).toBe(again);
    offers.close();
    await socket.dispose();
  });

  it('withdraws the offer once the rematch starts', async () => {
    const matchId = await playedMatch();
    const socket = ann.socket();
    const offers = new Subscription(socket, REMATCH_MUTATED, { id: matchId });
    await stack.waitForSubscribers(rematchTopic(matchId));
    const { nextRoom } = await bob.ok(NEXT_ROOM, { id: matchId });
    expect((await offers.next()).data?.rematchMutated.offer.players).toEqual([{ id: ids.bob, nickname: 'Bob' }]);
    await ann.ok(NEXT_ROOM, { id: matchId });
    expect((await offers.next()).data?.rematchMutated.offer.players).toEqual([
      { id: ids.bob, nickname: 'Bob' },
      { id: ids.ann, nickname: 'Ann' },
    ]);
    await bob.ok(START, { id: nextRoom });
    expect((await offers.next()).data?.rematchMutated.offer).toBeNull();
    offers.close();
    await socket.dispose();
  });

  it('keeps the offer from anyone who does not play in the match', async () => {
    const matchId = await playedMatch();
    await ann.ok(NEXT_ROOM, { id: matchId });
    expect((await cid.ok(REMATCH, { id: matchId })).match.rematch).toBeNull();
    const socket = cid.socket();
    const outsider = new Subscription(socket, REMATCH_MUTATED, { id: matchId });
    expect((await outsider.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = new Subscription(socket, REMATCH_MUTATED, { id: 'no-such-match' });
    expect((await missing.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await socket.dispose();
    await expectRefusal(stack, cid, 'FORBIDDEN', NEXT_ROOM, { id: matchId });
  });
});
