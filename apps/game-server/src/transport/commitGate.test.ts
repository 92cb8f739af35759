import type { Game } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { startGameServer, type RunningGameServer } from '../server';
import { statementText, type Sql, type Statement } from '../storage/sql';
import { connectSeat } from '../testing/clients';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { lobbyClient } from '../testing/lobby';
import { sleep } from '../testing/rawSocket';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

jest.setTimeout(30_000);

const SECRET = 'commit-gate-secret-0123456789';

/** A database whose state writes can be slowed down or made to fail. */
function faulty(sql: Sql) {
  const faults = { delayMs: 0, fail: false };
  const isStateWrite = (statement: string | Statement) => statementText(statement).includes('INSERT INTO bgio_logs');
  const wrapped: Sql = {
    async query(text, params) {
      if (isStateWrite(text)) {
        if (faults.delayMs) await sleep(faults.delayMs);
        if (faults.fail) throw new Error('injected write failure');
      }
      return sql.query(text, params);
    },
    exec: (script) => sql.exec(script),
    close: () => sql.close(),
  };
  return { sql: wrapped, faults };
}

describe('broadcasts wait for the database', () => {
  const [pglite] = testDatabaseKinds();
  let database: TestDatabase;
  let server: RunningGameServer;
  let faults: { delayMs: number; fail: boolean };
  let lobby: ReturnType<typeof lobbyClient>;
  let url: string;

  let sql: Sql | undefined;
  let starting: Promise<void> | undefined;

  // PGlite alone takes seconds to create on an idle machine, many more on a loaded CI runner.
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    starting = (async () => {
      database = await pglite!.create();
      sql = await database.open();
      const db = faulty(sql);
      faults = db.faults;
      server = await startGameServer({ games: [tictactoe], sql: db.sql, secret: SECRET }, 0);
      url = `http://127.0.0.1:${server.port}`;
      lobby = lobbyClient(url, SECRET);
    })();
    return starting;
  }, 120_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close whatever it opened.
    await starting?.catch(() => undefined);
    if (server) await server.close();
    else await sql?.close();
    await database?.dispose();
  }, 60_000);

  async function table() {
    const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
    const seats = ['0', '1'].map((playerID, i) =>
      connectSeat<TicTacToeState>({ game: tictactoe, server: url, matchID, playerID, credentials: credentials[i] }),
    );
    await Promise.all(seats.map((seat) => seat.waitForStateID(0)));
    const stored = async () => (await server.storage.fetch(matchID, { state: true })).state!;
    return { seats, stored, stop: () => seats.forEach((s) => s.stop()) };
  }

  it('shows nobody a move before its write has committed', async () => {
    const { seats, stored, stop } = await table();
    faults.delayMs = 500;
    seats[0]!.client.moves.markCell!(4);
    await sleep(250);
    expect((await stored())._stateID).toBe(0);
    expect(seats[1]!.serverState!._stateID).toBe(0);
    expect(seats[0]!.serverState!._stateID).toBe(0);
    const seen = await seats[1]!.waitForStateID(1);
    expect(seen.G.cells[4]).toBe('0');
    expect((await stored())._stateID).toBe(1);
    faults.delayMs = 0;
    stop();
  });

  it('never shows a move whose write failed, and puts the mover back on the stored state', async () => {
    const { seats, stored, stop } = await table();
    faults.fail = true;
    seats[0]!.client.moves.markCell!(4);
    expect(seats[0]!.client.getState()!.G.cells[4]).toBe('0'); // boardgame.io's optimistic update
    await sleep(400);
    expect((await stored())._stateID).toBe(0);
    expect(seats[1]!.serverState!._stateID).toBe(0);
    expect(seats[0]!.client.getState()!.G.cells[4]).toBeNull();
    expect(seats[0]!.client.getState()!._stateID).toBe(0);
    faults.fail = false;
    seats[0]!.client.moves.markCell!(2);
    const seen = await seats[1]!.waitForStateID(1);
    expect(seen.G.cells).toEqual([null, null, '0', null, null, null, null, null, null]);
    expect((await stored()).G.cells[4]).toBeNull();
    stop();
  });
});
