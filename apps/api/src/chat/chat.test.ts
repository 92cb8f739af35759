// Match chat over real HTTP and WebSocket: live messages on chatMutated, the history a reloading
// player fetches, and every chat refusal.
import { type ApiClient, Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { topics } from '../events';

jest.setTimeout(90_000);

const SEND =
  'mutation ($t: String!, $id: String!, $m: String!) { sendMessage(message: { channelType: $t, channelId: $id, message: $m }) }';
const HISTORY =
  'query ($t: String!, $id: String!) { chatMessages(channelType: $t, channelId: $id) { userId userNickname isoTimestamp message } }';
const CHAT =
  'subscription ($t: String!, $id: String!) { chatMutated(channelType: $t, channelId: $id) { userId userNickname isoTimestamp message } }';

describe.each(databaseKinds())('match chat on %s', (kind) => {
  let stack: TestStack;
  let clock = Date.parse('2026-05-01T12:00:00.000Z');
  let ann: ApiClient;
  let bob: ApiClient;
  let cid: ApiClient;
  let ids: { ann: number; bob: number };
  let matchId: string;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind, { now: () => new Date(clock) });
      [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
      ids = { ann: await ann.signUp('Ann'), bob: await bob.signUp('Bob') };
      await cid.signUp('Cid');
      const { newRoom } = await ann.ok('mutation { newRoom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }');
      await bob.ok('mutation ($id: String!) { joinRoom(roomId: $id) { id } }', { id: newRoom.roomId });
      matchId = (await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: true) }', { id: newRoom.roomId }))
        .startMatch;
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  const send = (client: ApiClient, message: string, channelType = 'match', channelId = matchId) =>
    client.request(SEND, { t: channelType, id: channelId, m: message });

  it('delivers messages live and keeps the history for a player who reconnects', async () => {
    const socket = ann.socket();
    const live = new Subscription(socket, CHAT, { t: 'match', id: matchId });
    await stack.waitForSubscribers(topics.chat('match', matchId));

    expect((await send(bob, '  Good luck!  ')).data).toEqual({ sendMessage: true });
    expect((await live.next()).data?.chatMutated).toEqual({
      userId: ids.bob,
      userNickname: 'Bob',
      isoTimestamp: new Date(clock).toISOString(),
      message: 'Good luck!',
    });
    clock += 1000;
    await send(ann, 'Thanks, you too');
    expect((await live.next()).data?.chatMutated).toMatchObject({ userId: ids.ann, message: 'Thanks, you too' });

    // Ann reloads: a new connection, the earlier messages from chatMessages, new ones live again.
    live.close();
    await socket.dispose();
    await stack.waitForSubscriberCount(topics.chat('match', matchId), 0);
    const { chatMessages } = await ann.ok(HISTORY, { t: 'match', id: matchId });
    expect(chatMessages.map((m: { userNickname: string; message: string }) => `${m.userNickname}: ${m.message}`)).toEqual([
      'Bob: Good luck!',
      'Ann: Thanks, you too',
    ]);
    const again = ann.socket();
    const resumed = new Subscription(again, CHAT, { t: 'match', id: matchId });
    await stack.waitForSubscribers(topics.chat('match', matchId));
    clock += 1000;
    await send(bob, 'Your move');
    expect((await resumed.next()).data?.chatMutated).toMatchObject({ userNickname: 'Bob', message: 'Your move' });
    resumed.close();
    await again.dispose();
  });

  it('refuses other channel types, outsiders, blank and too long messages', async () => {
    clock += 60_000;
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', SEND, { t: 'room', id: matchId, m: 'hi' });
    await expectRefusal(stack, cid, 'FORBIDDEN', SEND, { t: 'match', id: matchId, m: 'let me in' });
    await expectRefusal(stack, cid, 'FORBIDDEN', HISTORY, { t: 'match', id: matchId });
    await expectRefusal(stack, ann, 'NOT_FOUND', SEND, { t: 'match', id: 'no-such-match', m: 'hi' });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', SEND, { t: 'match', id: matchId, m: '' });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', SEND, { t: 'match', id: matchId, m: ' \n\t ' });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', SEND, { t: 'match', id: matchId, m: 'x'.repeat(501) });
    expect((await send(ann, 'é'.repeat(500))).data).toEqual({ sendMessage: true });

    const socket = cid.socket();
    const spy = new Subscription(socket, CHAT, { t: 'match', id: matchId });
    expect((await spy.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const wrongType = new Subscription(socket, CHAT, { t: 'lobby', id: matchId });
    expect((await wrongType.next()).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await socket.dispose();
  });

  it('allows at most 5 messages per 10 seconds per user', async () => {
    clock += 60_000;
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(bob, `message ${i}`)).data).toEqual({ sendMessage: true });
      clock += 1000;
    }
    const message = await expectRefusal(stack, bob, 'BAD_USER_INPUT', SEND, { t: 'match', id: matchId, m: 'one too many' });
    expect(message).toMatch(/5 messages in 10 seconds/);
    // Another player is not affected; 10 s after the first of the five, Bob may send again.
    expect((await send(ann, 'calm down')).data).toEqual({ sendMessage: true });
    clock += 5_001;
    expect((await send(bob, 'sorry')).data).toEqual({ sendMessage: true });
  });
});
