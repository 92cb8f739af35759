import { GameServerClient, GameServerRefusal, GameServerUnavailable } from './client';

const servers = [
  { internalUrl: 'http://gs-a', publicUrl: 'https://a.example' },
  { internalUrl: 'http://gs-b', publicUrl: 'https://b.example' },
];

/** A fake set of game servers: `down` lists servers that refuse connections. */
function fakeFetch(down: string[] = [], status = 200) {
  const calls: { url: string; headers: Record<string, string>; body: any }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const host = new URL(url).origin;
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    if (down.includes(host)) throw new TypeError('fetch failed');
    if (status !== 200) return new Response('setupData is not valid', { status });
    if (url.endsWith('/create')) return Response.json({ matchID: `m-${host.slice(-1)}` });
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
});
