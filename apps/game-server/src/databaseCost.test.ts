// What a whole match costs the database, through a real server and real clients: every statement
// is a round trip, and on PGlite they run one at a time, so the set-up of short matches is what
// fills its queue under load (bench/REPORT.md, Tic-Tac-Toe at 500 matches).
import type { Game } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { startGameServer, type RunningGameServer } from './server';
import { type Sql, statementText } from './storage/sql';
import { connectSeat, type SeatClient } from './testing/clients';
import { testDatabaseKinds, type TestDatabase } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { sleep } from './testing/rawSocket';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

const SECRET = 'database-cost-secret-0123456789';

/** The statements sent through `sql` since the last `take()`, by name (or first words of their text). */
function countingSql(sql: Sql): { sql: Sql; take(): string[] } {
  let sent: string[] = [];
  const counting: Sql = {
    ...sql,
    query: (statement, params) => {
      sent.push(typeof statement === 'string' ? statementText(statement).slice(0, 30) : statement.name);
      return sql.query(statement, params);
    },
  };
  return {
    sql: counting,
    take: () => {
      const taken = sent;
      sent = [];
      return taken.sort();
    },
  };
}

const [kind] = testDatabaseKinds();

describe(`a match's statements (${kind!.name})`, () => {
  let database: TestDatabase;
  let server: RunningGameServer;
  let counted: ReturnType<typeof countingSql>;
  const clients: SeatClient[] = [];

  let sql: Sql | undefined;
  let starting: Promise<void> | undefined;

  // PGlite alone takes seconds to create on an idle machine, many more on a loaded CI runner.
  beforeAll(() => {
    starting = (async () => {
      database = await kind!.create();
      sql = await database.open();
      counted = countingSql(sql);
      server = await startGameServer({ games: [tictactoe], sql: counted.sql, secret: SECRET }, 0);
    })();
    return starting;
  }, 120_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close whatever it opened.
    await starting?.catch(() => undefined);
    for (const client of clients) client.stop();
    if (server) await server.close();
    else await sql?.close();
    await database?.dispose();
  }, 60_000);

  it('costs one insert and a write per join, nothing for syncs (reloads too) and connections, then one write per move', async () => {
    const url = `http://127.0.0.1:${server.port}`;
    counted.take();
    const { matchID, credentials } = await lobbyClient(url, SECRET).createAndJoin('tictactoe', 2);
    const seats = ['0', '1'].map((playerID, i) =>
      connectSeat<TicTacToeState>({ game: tictactoe, server: url, matchID, playerID, credentials: credentials[i] }),
    );
    clients.push(...(seats as unknown as SeatClient[]));
    await Promise.all(seats.map((seat) => seat.waitForStateID(0)));
    // The connection changes follow the syncs: wait until seat 0 has been told both are connected.
    const bothConnected = () => seats[0]!.client.matchData?.every((player) => player.isConnected === true);
    for (let waited = 0; !bothConnected(); waited += 20) {
      if (waited > 5000) throw new Error('never saw both seats connected');
      await sleep(20);
    }
    expect(counted.take()).toEqual(['tabula_insert_matches_v1', 'tabula_set_metadata_v2', 'tabula_set_metadata_v2']);
    for (const [stateID, cell] of [0, 3, 1, 4, 2].entries()) {
      seats[stateID % 2]!.client.moves.markCell!(cell);
      await Promise.all(seats.map((seat) => seat.waitForStateID(stateID + 1)));
    }
    expect(seats[0]!.serverState!.ctx.gameover).toEqual({ winner: '0' });
    // A reload of the finished match: a game that hides nothing sends its log and initial state
    // once it is over (its players step back through it), so that sync reads the match once, in full.
    const reloaded = connectSeat<TicTacToeState>({
      game: tictactoe,
      server: url,
      matchID,
      playerID: '1',
      credentials: credentials[1],
    });
    clients.push(reloaded as unknown as SeatClient);
    await reloaded.waitForStateID(5);
    for (const seat of [...seats, reloaded]) seat.stop();
    // Leaving must write nothing: give the disconnections time to reach the server.
    await sleep(200);
    expect(counted.take().sort()).toEqual(['tabula_read_matches_v3', ...Array(5).fill('tabula_write_state_v1')]);
  });
});
