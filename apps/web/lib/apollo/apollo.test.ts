import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { apiEndpoints } from './endpoints';
import { errorMessage } from './errorMessage';
import { retryOn5xx, ServerStatusError } from './serverApi';

describe('API addresses', () => {
  it('derives the WebSocket address from the host: secure /graphql, or port 3001 in development', () => {
    expect(apiEndpoints(undefined, { protocol: 'https:', host: 'tabula.example', hostname: 'tabula.example' })).toEqual({
      http: '/graphql',
      csrf: '/csrf-token',
      ws: 'wss://tabula.example/graphql',
    });
    expect(apiEndpoints(undefined, { protocol: 'http:', host: 'localhost:3000', hostname: 'localhost' })).toEqual({
      http: 'http://localhost:3001/graphql',
      csrf: 'http://localhost:3001/csrf-token',
      ws: 'ws://localhost:3001/graphql',
    });
  });

  it('uses a configured API origin for every call', () => {
    expect(apiEndpoints('http://127.0.0.1:4555/', { protocol: 'http:', host: 'x', hostname: 'x' })).toEqual({
      http: 'http://127.0.0.1:4555/graphql',
      csrf: 'http://127.0.0.1:4555/csrf-token',
      ws: 'ws://127.0.0.1:4555/graphql',
    });
  });
});

describe('error messages', () => {
  it('joins GraphQL messages and reads a missing one as "Error message not found"', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Room is full' }, { message: '' }] });
    expect(errorMessage(error)).toBe('Room is full; Error message not found');
  });

  it('shows network errors, including the status code of a failed response', () => {
    const response = { status: 502, headers: new Map() } as unknown as Response;
    expect(errorMessage(new ServerError('Response not successful: Received status code 502', { response, bodyText: '' }))).toBe(
      'Response not successful: Received status code 502',
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage({})).toBe('Error message not found');
  });
});

describe('server-rendered page data', () => {
  it('retries up to 3 times on a 5xx, not on a 4xx', async () => {
    let calls = 0;
    await expect(
      retryOn5xx(async () => {
        calls += 1;
        throw new ServerStatusError(503);
      }),
    ).rejects.toThrow('Received status code 503');
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryOn5xx(async () => {
        calls += 1;
        if (calls < 3) throw new ServerStatusError(500);
        return 'ok';
      }),
    ).resolves.toBe('ok');
    calls = 0;
    await expect(
      retryOn5xx(async () => {
        calls += 1;
        throw new ServerStatusError(404);
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
