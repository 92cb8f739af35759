// Several game servers on one PostgreSQL (GAME_SERVERS): each keeps its own tables' rows apart by
// match id, and even when two servers act on the same match at once, the database's stateID check
// lets exactly one move through; the other server's clients are put back on the stored state.
import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { startGameServer, type RunningGameServer } from './server';
import { connectSeat } from './testing/clients';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { rawSocket, sleep } from './testing/rawSocket';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

const SECRET = 'scale-out-secret-0123456789';
const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

(postgres ? describe : describe.skip)('two game servers on one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: RunningGameServer[];
  const url = (server: RunningGameServer) => `http://127.0.0.1:${server.port}`;

  let starting: Promise<void> | undefined;

  beforeAll(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    starting = (async () => {
      database = await postgres!.create();
      // Both servers are waited for, so that one that started is closed even when the other failed.
      const starts = await Promise.allSettled(
        [0, 1].map(async () => startGameServer({ games: [tictactoe], sql: await database.open(), secret: SECRET }, 0)),
      );
      servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
      const failed = starts.find((start) => start.status === 'rejected');
      if (failed) throw failed.reason;
    })();
    return starting;
  }, 120_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close whatever it opened.
    await starting?.catch(() => undefined);
    await Promise.all((servers ?? []).map((server) => server.close()));
    await database?.dispose();
  }, 60_000);

  it('lets exactly one of two servers apply simultaneous moves on the same match', async () => {
    const { matchID, credentials } = await lobbyClient(url(servers[0]!), SECRET).createAndJoin('tictactoe', 2);
    // A spectator on each server, to see what each one broadcasts.
    const watchers = servers.map((server) => connectSeat<TicTacToeState>({ game: tictactoe, server: url(server), matchID }));
    await Promise.all(watchers.map((w) => w.waitForStateID(0)));
    const sockets = await Promise.all(servers.map((server) => rawSocket(url(server), 'tictactoe')));
    const move = (cell: number) => ({
      type: 'MAKE_MOVE',
      payload: { type: 'markCell', args: [cell], playerID: '0', credentials: credentials[0] },
    });
    sockets[0]!.emit('update', move(0), 0, matchID, '0');
    sockets[1]!.emit('update', move(8), 0, matchID, '0');
    await sleep(500);

    const { state, log } = await servers[1]!.storage.fetch(matchID, { state: true, log: true });
    const cells = (state as State<TicTacToeState>).G.cells;
    expect(state!._stateID).toBe(1);
    expect(cells.filter((c) => c !== null)).toEqual(['0']);
    expect(log!.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(1);
    // Both servers' clients end on the stored state, whichever server won.
    // The winner's clients see the stored move. No client of either server ever sees the move that
    // lost: the loser's clients are re-synced to the stored state, or, when the losing server read the
    // winner's state before acting, simply stay behind until they reconnect, which is why the API
    // sends every client of a match to the one server that created it.
    const winner = cells[0] === '0' ? 0 : 1;
    expect(watchers[winner]!.client.getState()!.G.cells).toEqual(cells);
    for (const watcher of watchers) expect([0, 1]).toContain(watcher.serverState!._stateID);
    for (const watcher of watchers) if (watcher.serverState!._stateID === 1) expect(watcher.serverState!.G.cells).toEqual(cells);
    const loserView = watchers[1 - winner]!.client.getState()!.G.cells;
    expect([cells, Array(9).fill(null)]).toContainEqual(loserView);
    for (const socket of sockets) socket.close();
    for (const watcher of watchers) watcher.stop();
  });

  it('shares matches through the database: either server can list and read them', async () => {
    const created = await Promise.all(servers.map((server) => lobbyClient(url(server), SECRET).createAndJoin('tictactoe', 2)));
    for (const server of servers) {
      const listed = await server.storage.listMatches({ gameName: 'tictactoe' });
      expect(listed).toEqual(expect.arrayContaining(created.map((c) => c.matchID)));
    }
  });
});
