// A player who reloads the match page while the other seat moves: boardgame.io adds the new socket
// to the match's room only after the sync's reply, which carries the state read when the sync
// began, so a move committed meanwhile reached neither the reply nor the socket.
import type { Game } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { startGameServer, type RunningGameServer } from './server';
import { connectSeat, type SeatClient } from './testing/clients';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { holdingSyncReads } from './testing/heldSyncReads';
import { lobbyClient } from './testing/lobby';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

// Sent its log, so a sync reads the log, from the database once a move has been made: the read that
// is held below. (A game whose log is not sent syncs from the server's copy, with a shorter window.)
const game = { ...tictactoe, boardReadsLog: true };

jest.setTimeout(30_000);

const SECRET = 'sync-catch-up-secret-0123456789';

const [kind] = testDatabaseKinds();

describe(`a seat that syncs while the other seat moves (${kind!.name})`, () => {
  let database: TestDatabase | undefined;
  let server: RunningGameServer | undefined;
  let reads: ReturnType<typeof holdingSyncReads> | undefined;
  const clients: SeatClient[] = [];

  beforeAll(async () => {
    database = await kind!.create();
    reads = holdingSyncReads(await database.open());
    server = await startGameServer({ games: [game], sql: reads.sql, secret: SECRET }, 0);
  }, 60_000);

  afterAll(async () => {
    reads?.release();
    for (const client of clients) client.stop();
    await server?.close();
    await database?.dispose();
  }, 60_000);

  it('is sent the move it missed, and can answer it', async () => {
    const url = `http://127.0.0.1:${server!.port}`;
    const { matchID, credentials } = await lobbyClient(url, SECRET).createAndJoin('tictactoe', 2);
    const seat = (playerID: string) => {
      const client = connectSeat<TicTacToeState>({
        game,
        server: url,
        matchID,
        playerID,
        credentials: credentials[Number(playerID)],
      });
      clients.push(client as unknown as SeatClient);
      return client;
    };
    const [first, second] = [seat('0'), seat('1')];
    await Promise.all([first.waitForStateID(0), second.waitForStateID(0)]);
    first.client.moves.markCell!(0);
    await second.waitForStateID(1);
    second.client.moves.markCell!(3);
    await first.waitForStateID(2);

    // The second player reloads: the new page's sync reads the match's log from the database, and
    // the first player moves before that read's answer comes back.
    second.stop();
    reads!.hold();
    const reloaded = seat('1');
    await reads!.heldReads(1);
    first.client.moves.markCell!(1);
    await first.waitForStateID(3);
    reads!.release();

    const caughtUp = await reloaded.waitForStateID(3);
    expect(caughtUp.G.cells.slice(0, 4)).toEqual(['0', '0', null, '1']);
    expect(caughtUp.ctx.currentPlayer).toBe('1');
    reloaded.client.moves.markCell!(4);
    await first.waitForStateID(4);
  });
});
