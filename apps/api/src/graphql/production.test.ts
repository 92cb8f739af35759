// In production the schema stays private: introspection is refused over HTTP and WebSocket alike,
// and no error message suggests field, argument or type names ("Did you mean ...").
import { getIntrospectionQuery } from 'graphql';
import type { ApiClient, GraphQLResponse } from '../testing/client';
import { Subscription } from '../testing/client';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(60_000);

const PROBES: [string, string][] = [
  ['the introspection query', getIntrospectionQuery()],
  ['__type', '{ __type(name: "Mutation") { fields { name } } }'],
  ['a misspelt query field', '{ lobbi { rooms { id } } }'],
  ['a misspelt nested field', '{ lobby { room { id } } }'],
  ['a misspelt mutation', 'mutation { newRom(room: { gameCode: "tictactoe", capacity: 2 }) { roomId } }'],
  ['a misspelt argument', 'mutation { newRoom(rom: { gameCode: "tictactoe", capacity: 2 }) { roomId } }'],
  ['a misspelt type', 'mutation ($r: NewRoomInpt!) { newRoom(room: $r) { roomId } }'],
];

describe('a production API', () => {
  let stack: TestStack;
  let client: ApiClient;

  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack('pglite', { production: true, withGameServer: false });
      client = await stack.client();
      await client.signUp('Ann');
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it started.
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  function expectNothingRevealed(result: Pick<GraphQLResponse, 'data' | 'errors'>): void {
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.length).toBeGreaterThan(0);
    for (const error of result.errors!) {
      expect(error.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(error.message).not.toMatch(/did you mean/i);
    }
  }

  it.each(PROBES)('refuses %s over HTTP, suggesting nothing', async (_label, query) => {
    const result = await client.request(query);
    expect(result.status).toBe(400);
    expectNothingRevealed(result);
  });

  it.each(PROBES)('refuses %s over WebSocket, suggesting nothing', async (_label, query) => {
    const socket = client.socket();
    try {
      expectNothingRevealed(await new Subscription(socket, query).next());
    } finally {
      await socket.dispose();
    }
  });

  it('suggests nothing in variable errors either', async () => {
    const result = await client.request('mutation ($r: NewRoomInput!) { newRoom(room: $r) { roomId } }', {
      r: { gameCod: 'tictactoe', capacity: 2 },
    });
    const messages = result.errors!.map((error) => {
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      return error.message;
    });
    expect(messages).toContainEqual(
      expect.stringMatching(/^Variable "\$r" got invalid value .*; Field "gameCod" is not defined by type "NewRoomInput"\.$/),
    );
    expect(messages.join(' ')).not.toMatch(/did you mean/i);
  });

  it('still answers ordinary operations, and __typename', async () => {
    expect(await client.ok('{ __typename user { nickname } }')).toEqual({ __typename: 'Query', user: { nickname: 'Ann' } });
  });
});
