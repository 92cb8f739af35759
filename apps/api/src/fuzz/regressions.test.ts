// Inputs the fuzzer found that used to get a 500-style answer, block the server or close a
// WebSocket connection; each must now be a coded refusal that writes nothing.
import { Subscription } from '../testing/client';
import { databaseKinds } from '../testing/databases';
import { expectRefusal } from '../testing/refusals';
import { startStack, type TestStack } from '../testing/stack';
import { buildWorld, type Cast } from './run';

jest.setTimeout(120_000);

describe.each(databaseKinds())('fuzzer regressions on %s', (kind) => {
  let stack: TestStack;
  let cast: Cast;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
      cast = await buildWorld(stack);
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  it('refuses subscriptions over HTTP instead of failing on their missing resolvers', async () => {
    const message = await expectRefusal(stack, cast.ann, 'BAD_REQUEST', 'subscription { lobbyMutated { rooms { id } } }');
    expect(message).toMatch(/WebSocket/);
    const result = await cast.ann.request('subscription { lobbyMutated { rooms { id } } }');
    expect(result.status).toBe(400);
  });

  it('refuses text with the NUL character, which PostgreSQL cannot store, and writes nothing', async () => {
    const { ann, bob, world } = cast;
    await expectRefusal(stack, bob, 'BAD_USER_INPUT', 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }', {
      id: 'nul\u0000byte',
    });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', 'mutation ($id: String!) { nextRoom(matchId: $id) }', { id: '\u0000' });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', 'query ($id: String!) { match(id: $id) { id } }', { id: '\u0000' });
    await expectRefusal(stack, ann, 'BAD_USER_INPUT', 'mutation ($m: SendMessageInput!) { sendMessage(message: $m) }', {
      m: { channelType: 'match', channelId: world.match, message: 'hi\u0000there' },
    });
  });

  it('refuses documents with too many tokens before validating them (thousands of repeated fields)', async () => {
    const started = Date.now();
    const result = await cast.ann.request(`{ lobby { rooms { ${'id '.repeat(3000)} } } }`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.status).toBe(400);
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(result.errors![0]!.message).toMatch(/1000 tokens/);
    const nested = await cast.ann.request(`{ ${'lobby { '.repeat(5000)}${'}'.repeat(5000)} }`);
    expect(nested.errors?.map((error) => error.extensions?.code)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('answers bad documents and variables over WebSocket with coded errors and keeps the connection', async () => {
    const socket = cast.ann.socket();
    const expectCode = async (query: string, variables: Record<string, unknown>, code: string) => {
      const answer = await new Subscription(socket, query, variables).next();
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual([code]);
    };
    await expectCode('subscription { lobbyMutated { rooms { id } ', {}, 'GRAPHQL_PARSE_FAILED');
    await expectCode(`{ lobby { rooms { ${'id '.repeat(3000)} } } }`, {}, 'GRAPHQL_PARSE_FAILED');
    await expectCode('subscription { lobbyMutated { nope } }', {}, 'GRAPHQL_VALIDATION_FAILED');
    await expectCode('subscription ($id: String!) { roomMutated(roomId: $id) { id } }', { id: 1.5 }, 'BAD_USER_INPUT');
    await expectCode(
      'mutation ($u: NewUserInput!) { newUser(user: $u) { jwtToken } }',
      { u: { nickname: 'Ok', extra: 1 } },
      'BAD_USER_INPUT',
    );
    // The same connection still works.
    const lobby = await new Subscription(socket, '{ lobby { rooms { id } } }').next();
    expect(lobby.data?.lobby.rooms).toContainEqual({ id: cast.world.openRoom });
    await socket.dispose();
  });
});
