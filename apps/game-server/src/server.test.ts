import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { loadOnlineGames } from './games';
import { startGameServer, type RunningGameServer } from './server';
import type { Sql } from './storage/sql';
import { connectSeat, type SeatClient } from './testing/clients';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { rawSocket, sleep } from './testing/rawSocket';
import { secretGame, type SecretState } from './testing/secretGame';

jest.setTimeout(30_000);

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

const SECRET = 'test-secret-0123456789';
const marks = (state: State<TicTacToeState>) => state.G.cells.filter((c) => c !== null).length;

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))('game server on %s', (_name, kind) => {
  let database: TestDatabase;
  let server: RunningGameServer;
  let url: string;
  let lobby: ReturnType<typeof lobbyClient>;
  const clients: SeatClient[] = [];
  const seat = <G>(options: Omit<Parameters<typeof connectSeat<G>>[0], 'server'>) => {
    const client = connectSeat<G>({ ...options, server: url });
    clients.push(client as unknown as SeatClient);
    return client;
  };

  let sql: Sql | undefined;
  let starting: Promise<void> | undefined;

  // PGlite alone takes seconds to create on an idle machine, many more on a loaded CI runner.
  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    starting = (async () => {
      database = await kind.create();
      const games = [...(await loadOnlineGames()), secretGame];
      sql = await database.open();
      server = await startGameServer({ games, sql, secret: SECRET }, 0);
      url = `http://127.0.0.1:${server.port}`;
      lobby = lobbyClient(url, SECRET);
    })();
    return starting;
  }, 120_000);

  afterEach(() => {
    for (const client of clients.splice(0)) client.stop();
  });

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close whatever it opened.
    await starting?.catch(() => undefined);
    for (const client of clients.splice(0)) client.stop();
    if (server) await server.close();
    else await sql?.close();
    await database?.dispose();
  }, 60_000);

  it('answers the health check without the secret', async () => {
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('refuses every lobby route without the right secret', async () => {
    const { matchID } = await lobby.createAndJoin('tictactoe', 2);
    for (const client of [lobbyClient(url, undefined), lobbyClient(url, 'wrong-secret-0123456789')]) {
      expect((await client.create('tictactoe', { numPlayers: 2 })).status).toBe(403);
      expect((await client.join('tictactoe', matchID, { playerID: '0', playerName: 'Eve' })).status).toBe(403);
      expect((await client.call('GET', '/games')).status).toBe(403);
      expect((await client.call('GET', '/games/tictactoe')).status).toBe(403);
      expect((await client.call('GET', `/games/tictactoe/${matchID}`)).status).toBe(403);
    }
    expect(await server.storage.listMatches({ gameName: 'tictactoe' })).toEqual([matchID]);
  });

  it('lists every online game of the catalogue', async () => {
    const { body } = await lobby.call<string[]>('GET', '/games');
    expect(body).toEqual(expect.arrayContaining(['tictactoe', 'secrettest']));
  });

  it('refuses bad setupData, player counts and games with a 4xx and stores nothing', async () => {
    const before = await server.storage.listMatches();
    expect((await lobby.create('secrettest', { numPlayers: 2, setupData: { start: 'x' } })).status).toBe(400);
    expect((await lobby.create('secrettest', { numPlayers: 2, setupData: null })).status).toBe(400);
    expect((await lobby.create('secrettest', { numPlayers: 5 })).status).toBe(400);
    expect((await lobby.create('tictactoe', { numPlayers: 1 })).status).toBe(400);
    expect((await lobby.create('nosuchgame', { numPlayers: 2 })).status).toBe(404);
    expect(await server.storage.listMatches()).toEqual(before);
  });

  it('joins each seat once, with a name, and hands out credentials', async () => {
    const { body } = await lobby.create('tictactoe', { numPlayers: 2 });
    const { matchID } = body;
    expect((await lobby.join('tictactoe', matchID, { playerID: '0' })).status).toBe(403);
    const joined = await lobby.join('tictactoe', matchID, { playerID: '0', playerName: 'Ana' });
    expect(joined.status).toBe(200);
    expect(joined.body.playerCredentials.length).toBeGreaterThanOrEqual(32);
    expect((await lobby.join('tictactoe', matchID, { playerID: '0', playerName: 'Bo' })).status).toBe(409);
    const { body: match } = await lobby.call<{ players: { name?: string; credentials?: string }[] }>(
      'GET',
      `/games/tictactoe/${matchID}`,
    );
    expect(match.players[0]).toEqual({ id: 0, name: 'Ana' });
  });

  it('passes setupData to setup and sends each client only its playerView', async () => {
    const { matchID, credentials } = await lobby.createAndJoin('secrettest', 3, { start: 7 });
    const zero = seat<SecretState>({ game: secretGame, matchID, playerID: '0', credentials: credentials[0] });
    const two = seat<SecretState>({ game: secretGame, matchID, playerID: '2', credentials: credentials[2] });
    const spectator = seat<SecretState>({ game: secretGame, matchID });
    expect((await zero.waitForStateID(0)).G).toEqual({ start: 7, secrets: { 0: 7 } });
    expect((await two.waitForStateID(0)).G).toEqual({ start: 7, secrets: { 2: 9 } });
    expect((await spectator.waitForStateID(0)).G).toEqual({ start: 7, secrets: {} });
    // boardgame.io would send the unfiltered initial state with the sync: no client gets one (they never read it).
    for (const client of [zero, two, spectator]) expect(client.initialState).toBeUndefined();
    zero.client.moves.pass!();
    // The broadcast after a move is filtered per seat too.
    expect((await two.waitForStateID(1)).G.secrets).toEqual({ 2: 9 });
    expect((await spectator.waitForStateID(1)).G.secrets).toEqual({});
  });

  it('tells the other seats and spectators when a player leaves and comes back', async () => {
    const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
    const seatOne = () => seat<TicTacToeState>({ game: tictactoe, matchID, playerID: '1', credentials: credentials[1] });
    const zero = seat<TicTacToeState>({ game: tictactoe, matchID, playerID: '0', credentials: credentials[0] });
    const seenBy = (viewer: typeof zero, playerID: number) =>
      viewer.client.matchData?.find((player) => player.id === playerID)?.isConnected;
    const until = async (what: string, check: () => boolean) => {
      for (let waited = 0; !check(); waited += 20) {
        if (waited > 5000) throw new Error(`never saw ${what}`);
        await sleep(20);
      }
    };
    // One connection at a time: a spectator still syncing may miss a change announced just before it joined.
    await until('seat 0 connected', () => seenBy(zero, 0) === true);
    const watcher = seat<TicTacToeState>({ game: tictactoe, matchID });
    await watcher.waitForStateID(0);
    const one = seatOne();
    await until('seat 1 connected', () => seenBy(zero, 1) === true && seenBy(watcher, 1) === true);
    one.stop();
    await until('seat 1 gone', () => seenBy(zero, 1) === false && seenBy(watcher, 1) === false);
    expect(seenBy(watcher, 0)).toBe(true);
    seatOne();
    await until('seat 1 back', () => seenBy(zero, 1) === true && seenBy(watcher, 1) === true);
  });

  it('does not let a seat sync with wrong credentials, nor anyone create a match by syncing', async () => {
    const { matchID, credentials } = await lobby.createAndJoin('secrettest', 2);
    const impostor = seat<SecretState>({ game: secretGame, matchID, playerID: '0', credentials: credentials[1] });
    const ghost = seat<SecretState>({ game: secretGame, matchID: 'no-such-match' });
    await sleep(300);
    expect(impostor.serverState).toBeUndefined();
    expect(ghost.serverState).toBeUndefined();
    expect(await server.storage.exists('no-such-match')).toBe(false);
  });

  it('applies one of several simultaneous moves for the same turn, once', async () => {
    const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
    const sockets = await Promise.all([0, 1, 2, 3].map(() => rawSocket(url, 'tictactoe')));
    const move = (cell: number) => ({
      type: 'MAKE_MOVE',
      payload: { type: 'markCell', args: [cell], playerID: '0', credentials: credentials[0] },
    });
    // The same move twice (a double click on two tabs) and two different ones, all for stateID 0.
    [4, 4, 0, 8].forEach((cell, i) => sockets[i]!.emit('update', move(cell), 0, matchID, '0'));
    await sleep(400);
    const { state, log } = await server.storage.fetch(matchID, { state: true, log: true });
    const cells = (state as State<TicTacToeState>).G.cells;
    expect(state!._stateID).toBe(1);
    expect(cells.filter((c) => c !== null)).toEqual(['0']);
    expect(log!.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(1);
    for (const socket of sockets) socket.close();
  });

  it('plays Tic-Tac-Toe to a win and rejects every illegitimate move without changing the state', async () => {
    const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
    const x = seat<TicTacToeState>({ game: tictactoe, matchID, playerID: '0', credentials: credentials[0] });
    const o = seat<TicTacToeState>({ game: tictactoe, matchID, playerID: '1', credentials: credentials[1] });
    await Promise.all([x.waitForStateID(0), o.waitForStateID(0)]);
    const stored = async () => (await server.storage.fetch(matchID, { state: true })).state as State<TicTacToeState>;
    const socket = await rawSocket(url, 'tictactoe');
    const send = (action: unknown, stateID: unknown, playerID: unknown = '0') =>
      socket.emit('update', action, stateID, matchID, playerID);
    const move = (type: string, args: unknown, playerID: string, creds?: string) => ({
      type: 'MAKE_MOVE',
      payload: { type, args, playerID, credentials: creds },
    });

    /** Sends the attempts, gives the server time to (not) act, and checks nothing changed. */
    async function expectRejected(attempts: () => void) {
      const before = await stored();
      attempts();
      await sleep(250);
      expect(await stored()).toEqual(before);
      expect(x.serverState!._stateID).toBe(before._stateID);
      expect(o.serverState!._stateID).toBe(before._stateID);
    }

    await expectRejected(() => {
      send(move('markCell', [4], '0'), 0); // no credentials
      send(move('markCell', [4], '0', credentials[1]), 0); // another seat's credentials
      send(move('markCell', [4], '1', credentials[1]), 0, '1'); // out of turn
      send(move('markCell', [4], '0', credentials[1]), 0, '1'); // acting for seat 0 with seat 1's login
      send(move('markCell', ['4'], '0', credentials[0]), 0); // malformed argument
      send(move('markCell', [9], '0', credentials[0]), 0); // off the board
      send(move('markCell', 4, '0', credentials[0]), 0); // args not an array
      send(move('eraseBoard', [], '0', credentials[0]), 0); // no such move
      send(move('markCell', [4], '0', credentials[0]), 7); // stale stateID
      send(
        {
          type: 'SYNC',
          state: { G: { cells: Array(9).fill('0') } },
          payload: { type: 'x', playerID: '0', credentials: credentials[0] },
        },
        0,
      );
      send({ type: 'PATCH', patch: [], payload: { type: 'x', playerID: '0', credentials: credentials[0] } }, 0);
      send(null, 0);
      send('garbage', 'garbage', { not: 'an id' });
    });
    // The same through boardgame.io's own client, out of turn.
    await expectRejected(() => o.client.moves.markCell!(4));

    const play = async (client: SeatClient, cell: number, stateID: number) => {
      client.client.moves.markCell!(cell);
      await Promise.all([x.waitForStateID(stateID), o.waitForStateID(stateID)]);
    };
    await play(x as unknown as SeatClient, 0, 1);
    await expectRejected(() => o.client.moves.markCell!(0)); // occupied
    await play(o as unknown as SeatClient, 3, 2);
    await play(x as unknown as SeatClient, 1, 3);
    await play(o as unknown as SeatClient, 4, 4);
    await play(x as unknown as SeatClient, 2, 5);

    const final = await stored();
    expect(final.ctx.gameover).toEqual({ winner: '0' });
    expect(final.G.cells).toEqual(['0', '0', '0', '1', '1', null, null, null, null]);
    expect(o.serverState!.ctx.gameover).toEqual({ winner: '0' });
    expect(marks(final)).toBe(5);
    await expectRejected(() => {
      o.client.moves.markCell!(8);
      send(move('markCell', [8], '1', credentials[1]), 5, '1');
    });
    const { log, metadata } = await server.storage.fetch(matchID, { log: true, metadata: true });
    expect(JSON.stringify(log)).not.toContain(credentials[0]);
    expect(JSON.stringify(log)).not.toContain(credentials[1]);
    expect(log!.filter((e) => e.action.type === 'MAKE_MOVE').map((e) => e.action.payload.args)).toEqual([
      [0],
      [3],
      [1],
      [4],
      [2],
    ]);
    expect(metadata!.gameover).toEqual({ winner: '0' });
    expect(await server.storage.listMatches({ gameName: 'tictactoe', where: { isGameover: true } })).toContain(matchID);
    socket.close();
  });
});
