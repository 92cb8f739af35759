import { fetchPublicMatch } from '../match/publicMatch';
import { readRoom, roomExists } from '../room/roomExists';
import { Watcher } from './watcherApi';

type Answer = { status: number; body: unknown };

/** A fake API: answers /csrf-token itself and each /graphql call from `answers`, recording the calls. */
function fakeApi(answers: Array<(body: { query: string; variables: Record<string, unknown> }, auth: string | null) => Answer>) {
  const calls: Array<{ query: string; auth: string | null }> = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/csrf-token')) return { status: 200, json: async () => ({ token: 'csrf' }) } as Response;
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ query: body.query, auth });
    const answer = answers.shift()!(body, auth);
    return { status: answer.status, json: async () => answer.body } as Response;
  });
  return { calls, watcher: new Watcher({ fetchImpl: fetchImpl as typeof fetch, base: 'http://api' }) };
}

const signedUp = (token: string) => () => ({ status: 200, body: { data: { newUser: { jwtToken: token } } } });
const refused =
  (code: string, status = 200) =>
  () => ({ status, body: { errors: [{ message: 'no', extensions: { code } }] } });
const match = {
  id: 'm1',
  gameCode: 'chess',
  bgioServerUrl: 'http://gs',
  bgioMatchId: 'b1',
  playerMemberships: [],
  bgioSecret: null,
};

describe('the web server’s watcher session', () => {
  it('signs up once, then reads a match as anyone may see it', async () => {
    const api = fakeApi([
      signedUp('t1'),
      () => ({ status: 200, body: { data: { match } } }),
      () => ({ status: 200, body: { data: { match } } }),
    ]);
    const first = await fetchPublicMatch('m1', api.watcher);
    await fetchPublicMatch('m1', api.watcher);
    expect(first).toEqual({
      status: 'found',
      match: { id: 'm1', gameCode: 'chess', bgioServerUrl: 'http://gs', bgioMatchId: 'b1', playerMemberships: [] },
    });
    expect(api.calls.map((call) => [call.query.includes('newUser'), call.auth])).toEqual([
      [true, null],
      [false, 'Bearer t1'],
      [false, 'Bearer t1'],
    ]);
  });

  it('signs up again when its token has expired', async () => {
    const api = fakeApi([
      signedUp('old'),
      refused('UNAUTHENTICATED', 401),
      signedUp('new'),
      () => ({ status: 200, body: { data: { match } } }),
    ]);
    expect((await fetchPublicMatch('m1', api.watcher)).status).toBe('found');
    expect(api.calls.at(-1)!.auth).toBe('Bearer new');
  });

  it('tells a missing match or room from an API it cannot reach', async () => {
    const invitation = { gameCode: 'skat', capacity: 3, creatorNickname: 'Anna', started: false };
    const api = fakeApi([
      signedUp('t'),
      refused('NOT_FOUND'),
      () => ({ status: 200, body: { data: { roomInvitation: null } } }),
      () => ({ status: 200, body: { data: { roomInvitation: invitation } } }),
    ]);
    expect(await fetchPublicMatch('nope', api.watcher)).toEqual({ status: 'missing' });
    expect(await roomExists('nope', api.watcher)).toBe('missing');
    expect(await readRoom('r1', api.watcher)).toEqual({ existence: 'exists', invitation });
    const down = new Watcher({
      base: 'http://api',
      fetchImpl: jest.fn(async () => ({ status: 503, json: async () => ({}) }) as Response) as typeof fetch,
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await fetchPublicMatch('m1', down)).toEqual({ status: 'unavailable' });
    expect(await roomExists('r1', down)).toBe('unknown');
  });
});
