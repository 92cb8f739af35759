import type { LogEntry, State } from 'boardgame.io';
import { clockOf } from '@tabula/game-kit';
import { startGameServer, type RunningGameServer } from '../server';
import { clockGame, type ClockTestState } from '../testing/clockGame';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { lobbyClient } from '../testing/lobby';
import { recordingSocket } from '../testing/recordingSocket';

// Two servers one after the other on one database: minutes on a loaded 2-core machine.
jest.setTimeout(180_000);

const SECRET = 'test-secret-0123456789';
const moves = (log: LogEntry[]) =>
  log
    .filter((entry) => entry.action.type === 'MAKE_MOVE')
    .map((entry) => `${entry.action.payload.playerID} ${entry.action.payload.type}`);

describe('turn clocks on the server', () => {
  let database: TestDatabase;
  let server: RunningGameServer;
  const start = async (limitMs: number, firstTurnGraceMs = 0) => {
    server = await startGameServer(
      { games: [clockGame(limitMs, firstTurnGraceMs)], sql: await database.open(), secret: SECRET },
      0,
    );
    const url = `http://127.0.0.1:${server.port}`;
    return { url, lobby: lobbyClient(url, SECRET) };
  };

  beforeEach(async () => {
    const kinds = testDatabaseKinds();
    database = await kinds[kinds.length - 1]!.create();
  });

  afterEach(async () => {
    await server?.close();
    await database.dispose();
  });

  it('makes the timeout move for a seat that does not act in time, and every client sees the deadline', async () => {
    // The first turn has time to spare (its grace), the second 300 ms.
    const { url, lobby } = await start(300, 30_000);
    const { matchID, credentials } = await lobby.createAndJoin('clocktest', 2);
    const zero = await recordingSocket(url, 'clocktest', { matchID, playerID: '0', credentials: credentials[0] });
    const spectator = await recordingSocket(url, 'clocktest', { matchID });
    const first = clockOf(zero.latestState()!)!;
    expect(first.limitMs).toBe(300);
    expect(first.deadline).toBeGreaterThan(Date.now());

    // Seat 0 acts in time; seat 1 never does.
    zero.sendUpdate(
      { type: 'MAKE_MOVE', payload: { type: 'act', args: [], playerID: '0', credentials: credentials[0] } },
      0,
      matchID,
      '0',
    );
    await spectator.waitForStateID(2);
    const afterTimeout = spectator.latestState() as State<ClockTestState>;
    expect(afterTimeout.G.history).toEqual(['0 acted', '1 skipped']);
    // The new turn has a new deadline.
    expect(clockOf(afterTimeout)!.deadline).toBeLessThan(first.deadline!);
    expect(clockOf(afterTimeout)!.deadline).toBeGreaterThan(Date.now() - 5_000);
    zero.close();
    spectator.close();
  });

  it('keeps the deadline across a restart and applies each timeout once', async () => {
    let { url, lobby } = await start(200);
    const { matchID, credentials } = await lobby.createAndJoin('clocktest', 2);
    const zero = await recordingSocket(url, 'clocktest', { matchID, playerID: '0', credentials: credentials[0] });
    const { deadline } = clockOf(zero.latestState()!)!;
    zero.close();
    await server.close();
    // Down past the deadline: the restart of the database alone takes longer than 200 ms, and
    // the test waits for the clock rather than for a fixed time.
    while (Date.now() <= deadline! + 50) await new Promise((resolve) => setTimeout(resolve, 50));
    ({ url, lobby } = await start(200));
    // The overdue timeout is applied as soon as a player comes back, then the clock runs on.
    const back = await recordingSocket(url, 'clocktest', { matchID, playerID: '1', credentials: credentials[1] });
    await back.waitForStateID(3);
    const { log } = (await server.storage.fetch(matchID, { log: true })) as { log: LogEntry[] };
    expect(moves(log).slice(0, 3)).toEqual(['0 skip', '1 skip', '0 skip']);
    // One entry per state: nothing applied twice.
    const stateIDs = log.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry._stateID);
    expect(new Set(stateIDs).size).toBe(stateIDs.length);
    back.close();
  });
});
