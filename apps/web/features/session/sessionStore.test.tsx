import { act, screen } from '@testing-library/react';
import { createApiFetch } from '../../lib/apollo/apiFetch';
import { forgetCsrfToken } from '../../lib/apollo/csrf';
import { renderOnline } from './testing';
import { NICKNAME_KEY, SessionStore, TOKEN_KEY } from './sessionStore';
import { useSession } from './useSession';

function Status({ store }: { store: SessionStore }) {
  const session = useSession(store);
  return <p data-testid="status">{session.loggedIn ? `in as ${session.nickname}` : 'out'}</p>;
}

const reply = (status: number, body: unknown) => ({ status, json: async () => body }) as unknown as Response;

beforeEach(() => {
  localStorage.clear();
  forgetCsrfToken();
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
});

describe('session', () => {
  it('is logged in only when both nickname and token are stored', () => {
    localStorage.setItem(NICKNAME_KEY, 'Ana');
    const store = new SessionStore();
    renderOnline(<Status store={store} />);
    expect(screen.getByTestId('status')).toHaveTextContent('out');
    act(() => store.login('Ana', 'jwt-1'));
    expect(screen.getByTestId('status')).toHaveTextContent('in as Ana');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(NICKNAME_KEY).toMatch(/2/);
    expect(TOKEN_KEY).toMatch(/2/);
  });

  it('keeps the token and stays logged in after renaming', () => {
    const store = new SessionStore();
    store.login('Ana', 'jwt-1');
    renderOnline(<Status store={store} />);
    act(() => store.rename('Ana Maria'));
    expect(screen.getByTestId('status')).toHaveTextContent('in as Ana Maria');
    expect(store.get().token).toBe('jwt-1');
  });

  it('sends the bearer token and the CSRF header, fetching the CSRF token first, and clears the session on a 401', async () => {
    const store = new SessionStore();
    store.login('Ana', 'jwt-1');
    renderOnline(<Status store={store} />);
    const calls: Array<{ url: string; headers: Headers }> = [];
    const fake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, headers: new Headers(init?.headers) });
      if (url.endsWith('/csrf-token')) return reply(200, { token: 'csrf-abc' });
      return reply(401, { errors: [{ message: 'Unauthenticated', extensions: { code: 'UNAUTHENTICATED' } }] });
    });
    const apiFetch = createApiFetch({
      csrfUrl: 'http://api/csrf-token',
      token: () => store.token(),
      onUnauthorized: () => store.logout(),
      fetchImpl: fake as typeof fetch,
    });
    await act(async () => {
      await apiFetch('http://api/graphql', { method: 'POST', body: '{}' });
    });
    expect(calls[0]!.url).toBe('http://api/csrf-token');
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(calls[1]!.headers.get('CSRF-Token')).toBe('csrf-abc');
    expect(screen.getByTestId('status')).toHaveTextContent('out');
    expect(localStorage.getItem(NICKNAME_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('uses the CSRF cookie when present and sends no authorization without a token', async () => {
    document.cookie = 'XSRF-TOKEN=from-cookie; path=/';
    const seen: Headers[] = [];
    const fake = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return reply(200, { data: {} });
    });
    const apiFetch = createApiFetch({
      csrfUrl: '/csrf-token',
      token: () => null,
      onUnauthorized: jest.fn(),
      fetchImpl: fake as typeof fetch,
    });
    await apiFetch('/graphql', { method: 'POST' });
    expect(fake).toHaveBeenCalledTimes(1);
    expect(seen[0]!.get('CSRF-Token')).toBe('from-cookie');
    expect(seen[0]!.has('authorization')).toBe(false);
  });
});
