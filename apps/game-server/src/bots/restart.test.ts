// A game server restarted mid-match: a new server on the same storage plays the computer seats on,
// without waiting for a person to reconnect.
import type { Game, State } from 'boardgame.io';
import { findGame } from '@tabula/catalogue';
import { seatsThatMayAct } from '@tabula/game-kit';
import { startGameServer, type RunningGameServer } from '../server';
import { createWithComputers } from '../testing/computerSeats';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { lobbyClient } from '../testing/lobby';
import { personPlayer } from '../testing/personPlayer';
import type { BotOptions } from './serverBots';

// A new server's first decision starts a worker thread that loads the game's AI: slow on a loaded machine.
jest.setTimeout(240_000);

const SECRET = 'bots-restart-secret-0123456789';

describe('computer seats after a game-server restart', () => {
  let database: TestDatabase;
  let server: RunningGameServer | undefined;
  let schafkopf: Game;

  const start = async (bots: Partial<BotOptions>) => {
    server = await startGameServer({ games: [schafkopf], sql: await database.open(), secret: SECRET, bots }, 0);
    return `http://127.0.0.1:${server.port}`;
  };
  const stored = async () => (await server!.storage.fetch(matchID, { state: true })).state as State;
  let matchID = '';

  beforeAll(async () => {
    schafkopf = (await findGame('schafkopf')!.rules()).game as Game;
    database = await testDatabaseKinds()[0]!.create();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  }, 120_000);

  it('resumes the computer seats of an unfinished match on start', async () => {
    // The first server's bots answer two decisions, then the third never comes: the match waits
    // on a computer seat when the server stops.
    let answered = 0;
    const url = await start({
      workers: 1,
      delayMs: [0, 0],
      decide: (request, pool) => (answered++ < 2 ? pool(request) : new Promise(() => undefined)),
    });
    const lobby = lobbyClient(url, SECRET);
    const created = await createWithComputers(lobby, 'schafkopf', {
      numPlayers: 4,
      computers: { '1': 'easy', '2': 'easy', '3': 'easy' },
    });
    matchID = created.matchID;
    const person = await personPlayer(url, schafkopf, {
      matchID,
      playerID: '0',
      credentials: created.credentials['0']!,
      numPlayers: 4,
    });
    // The client stops once the bots have been asked twice and the match waits on one of them.
    const waitingOnBot = (state: State) => answered >= 2 && !seatsThatMayAct(state.ctx).includes('0');
    await person.play(waitingOnBot);
    person.close();
    const before = await stored();
    expect(seatsThatMayAct(before.ctx).some((seat) => seat !== '0')).toBe(true);
    await server!.close();
    server = undefined;

    // A new server on the same data, no client connected: its bots play on by themselves.
    await start({ workers: 1, delayMs: [0, 0] });
    const deadline = Date.now() + 120_000;
    let after = await stored();
    while (after._stateID === before._stateID && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await stored();
    }
    expect(after._stateID).toBeGreaterThan(before._stateID);
    const { log } = (await server!.storage.fetch(matchID, { log: true })) as {
      log: { _stateID: number; action: { payload: { playerID: string } } }[];
    };
    // A log entry carries the state id its move was made on.
    const newMoves = log.filter((entry) => entry._stateID >= before._stateID);
    expect(newMoves.length).toBeGreaterThan(0);
    expect(newMoves.every((entry) => entry.action.payload.playerID !== '0')).toBe(true);
  });
});
