import { DEFAULT_TABLE_RULES, type TableRules } from '@tabula/game-kit';
import { GameServerClient, GameServerRefusal, GameServerUnavailable } from './client';

const servers = [
  { internalUrl: 'http://gs-a', publicUrl: 'https://a.example' },
  { internalUrl: 'http://gs-b', publicUrl: 'https://b.example' },
];

/**
 * A fake set of game servers: `down` lists servers that refuse connections, `stalled` servers
 * that never answer (until the request is aborted).
 */
function fakeFetch(down: string[] = [], status = 200, stalled: string[] = []) {
  const calls: { url: string; headers: Record<string, string>; body: any }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const host = new URL(url).origin;
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    if (down.includes(host)) throw new TypeError('fetch failed');
    if (stalled.includes(host)) {
      return new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    if (status !== 200) return new Response('setupData is not valid', { status });
    if (url.endsWith('/create')) return Response.json({ matchID: `m-${host.slice(-1)}` });
    if (url.endsWith('/leave')) return Response.json({});
    const { playerID } = calls.at(-1)!.body;
    return Response.json({ playerID, playerCredentials: `cred-${playerID}` });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('GameServerClient', () => {
  it('creates the match and one seat per player through the secret-protected lobby routes', async () => {
    const { impl, calls } = fakeFetch();
    const client = new GameServerClient([servers[0]!], 'the-secret', 1000, impl);
    const created = await client.createMatch('tictactoe', { size: 3 }, ['Ann', 'Bob']);
    expect(created).toEqual({
      server: servers[0],
      gameCode: 'tictactoe',
      matchID: 'm-a',
      seats: [
        { playerID: '0', credentials: 'cred-0' },
        { playerID: '1', credentials: 'cred-1' },
      ],
    });
    expect(calls.map((call) => call.url)).toEqual([
      'http://gs-a/games/tictactoe/create',
      'http://gs-a/games/tictactoe/m-a/join',
      'http://gs-a/games/tictactoe/m-a/join',
    ]);
    expect(calls[0]!.body).toEqual({ numPlayers: 2, setupData: { size: 3 }, unlisted: true });
    expect(calls[2]!.body).toEqual({ playerID: '1', playerName: 'Bob' });
    expect(calls.every((call) => call.headers['x-tabula-secret'] === 'the-secret')).toBe(true);
  });

  it("sends the match's table rules to the create route as JSON in x-tabula-table-rules, the defaults when none are given", async () => {
    const { impl, calls } = fakeFetch();
    const client = new GameServerClient([servers[0]!], 's', 1000, impl);
    const rules: TableRules = { clock: { kind: 'perMove', seconds: 30 }, onTimeout: 'takeOver', awaySeconds: 60 };
    await client.createMatch('chess', undefined, ['Ann', 'Bob'], {}, rules);
    expect(JSON.parse(calls[0]!.headers['x-tabula-table-rules']!)).toEqual(rules);
    // Only the create route carries them.
    expect(calls.slice(1).every((call) => call.headers['x-tabula-table-rules'] === undefined)).toBe(true);
    calls.length = 0;
    await client.createMatch('chess', undefined, ['Ann', 'Bob']);
    expect(JSON.parse(calls[0]!.headers['x-tabula-table-rules']!)).toEqual(DEFAULT_TABLE_RULES);
  });

  it('spreads consecutive matches over all servers', async () => {
    const { impl } = fakeFetch();
    const client = new GameServerClient(servers, 's', 1000, impl);
    const used = [];
    for (let i = 0; i < 4; i += 1) used.push((await client.createMatch('tictactoe', undefined, ['A', 'B'])).server.publicUrl);
    expect(used[0]).not.toBe(used[1]);
    expect(used[0]).toBe(used[2]);
    expect(new Set(used)).toEqual(new Set(['https://a.example', 'https://b.example']));
  });

  it('skips a server that does not answer, and reports when none does', async () => {
    const { impl } = fakeFetch(['http://gs-a']);
    const client = new GameServerClient(servers, 's', 1000, impl);
    for (let i = 0; i < 3; i += 1) expect((await client.createMatch('tictactoe', undefined, ['A', 'B'])).server).toBe(servers[1]);
    const none = new GameServerClient(servers, 's', 1000, fakeFetch(['http://gs-a', 'http://gs-b']).impl);
    await expect(none.createMatch('tictactoe', undefined, ['A', 'B'])).rejects.toBeInstanceOf(GameServerUnavailable);
  });

  it('passes on a 400 from the game as a refusal without trying other servers', async () => {
    const { impl, calls } = fakeFetch([], 400);
    const client = new GameServerClient(servers, 's', 1000, impl);
    await expect(client.createMatch('tictactoe', { bad: true }, ['A', 'B'])).rejects.toBeInstanceOf(GameServerRefusal);
    expect(calls).toHaveLength(1);
  });

  it('gives up on a server that does not answer within the timeout and tries the next', async () => {
    const { impl } = fakeFetch([], 200, ['http://gs-a']);
    const client = new GameServerClient(servers, 's', 200, impl);
    const started = Date.now();
    const results = [
      await client.createMatch('tictactoe', undefined, ['A', 'B']),
      await client.createMatch('tictactoe', undefined, ['A', 'B']),
    ];
    expect(results.map((created) => created.server)).toEqual([servers[1], servers[1]]);
    expect(Date.now() - started).toBeLessThan(2000);
    const none = new GameServerClient(servers, 's', 200, fakeFetch([], 200, ['http://gs-a', 'http://gs-b']).impl);
    await expect(none.createMatch('tictactoe', undefined, ['A', 'B'])).rejects.toBeInstanceOf(GameServerUnavailable);
  });

  it('discards a match by letting every seat leave, and never throws', async () => {
    const { impl, calls } = fakeFetch();
    const client = new GameServerClient([servers[0]!], 's', 1000, impl);
    const created = await client.createMatch('tictactoe', undefined, ['A', 'B']);
    calls.length = 0;
    await client.discardMatch(created);
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['http://gs-a/games/tictactoe/m-a/leave', { playerID: '0', credentials: 'cred-0' }],
      ['http://gs-a/games/tictactoe/m-a/leave', { playerID: '1', credentials: 'cred-1' }],
    ]);
    const unreachable = new GameServerClient([servers[0]!], 's', 1000, fakeFetch(['http://gs-a']).impl);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(unreachable.discardMatch(created)).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('Could not discard match m-a'));
    spy.mockRestore();
  });
});

/** A game server's seat routes answering every request with `status` and `body` (or not at all: `down`). */
function seatRoutes(status: number, body: string, down = false) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    if (down) throw new TypeError('fetch failed');
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('GameServerClient seat actions', () => {
  const match = { bgioServerUrl: 'https://b.example', bgioMatchId: 'm/1' };

  it("asks the match's own server, at its internal address and with the secret, to put a computer player in a seat or resign for one", async () => {
    const { impl, calls } = seatRoutes(200, '{"ok":true}');
    const client = new GameServerClient(servers, 'the-secret', 1000, impl);
    expect(await client.seatAction(match, { kind: 'standIn', body: { playerID: '1', on: true } })).toEqual({ ok: true });
    expect(await client.seatAction(match, { kind: 'resignAway', body: { playerID: '0' } })).toEqual({ ok: true });
    expect(calls.map((call) => [call.url, call.body, call.headers['x-tabula-secret']])).toEqual([
      ['http://gs-b/tabula/matches/m%2F1/stand-in', { playerID: '1', on: true }, 'the-secret'],
      ['http://gs-b/tabula/matches/m%2F1/resign-away', { playerID: '0' }, 'the-secret'],
    ]);
  });

  it("passes on the server's refusals (404 and 409 with an error) as answers", async () => {
    const action = { kind: 'resignAway', body: { playerID: '0' } } as const;
    const notWaiting = new GameServerClient(servers, 's', 1000, seatRoutes(409, '{"error":"not waiting"}').impl);
    expect(await notWaiting.seatAction(match, action)).toEqual({ ok: false, error: 'not waiting' });
    const gone = new GameServerClient(servers, 's', 1000, seatRoutes(404, '{"error":"match not found"}').impl);
    expect(await gone.seatAction(match, action)).toEqual({ ok: false, error: 'match not found' });
  });

  it('counts any other answer, no answer, or a match on a server it does not know as the server being unavailable', async () => {
    const action = { kind: 'standIn', body: { playerID: '0', on: false } } as const;
    const answers = [
      seatRoutes(404, 'Not Found'),
      seatRoutes(500, '{"error":"boom"}'),
      seatRoutes(401, '{"error":"not allowed"}'),
      seatRoutes(200, '', true),
    ];
    for (const { impl } of answers) {
      await expect(new GameServerClient(servers, 's', 1000, impl).seatAction(match, action)).rejects.toBeInstanceOf(
        GameServerUnavailable,
      );
    }
    const { impl, calls } = seatRoutes(200, '{"ok":true}');
    const elsewhere = { bgioServerUrl: 'https://retired.example', bgioMatchId: 'm1' };
    await expect(new GameServerClient(servers, 's', 1000, impl).seatAction(elsewhere, action)).rejects.toBeInstanceOf(
      GameServerUnavailable,
    );
    expect(calls).toEqual([]);
  });
});
