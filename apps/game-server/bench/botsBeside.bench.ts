// People's moves while computer seats play beside them: the game server runs as its own process
// (src/main.ts, PGlite, its default bot workers and move delay), and a person's Tic-Tac-Toe move's
// round trip (send to seeing the new state, over a real socket) is timed twice: on an idle server,
// then while BESIDE Schafkopf matches of four computer seats each play on it. Figures: both round
// trips.
import { cpus } from 'node:os';
import { DEFAULT_BOT_OPTIONS } from '../src/bots/serverBots';
import { measure, type BenchFigure } from '@tabula/game-kit/testing';
import { freePort } from '@tabula/server-kit';
import { LOAD_CONNECTIONS, startChildServer } from '../src/testing/childServer';
import { createWithComputers } from '../src/testing/computerSeats';
import { testDatabaseKinds } from '../src/testing/databases';
import { lobbyClient } from '../src/testing/lobby';
import { openTicTacToeTable, playFirstEmptyCell, ticTacToeOver, type TicTacToeSeat } from '../src/testing/ticTacToeTable';

const SECRET = 'bench-beside-secret-0123456789';
const BESIDE = 500;
const ROUND_TRIPS = 150;
const COMPUTERS = { '0': 'medium', '1': 'medium', '2': 'medium', '3': 'medium' };

/** ROUND_TRIPS people's moves, a new match whenever one ends (opened before timing). */
async function roundTrips(name: string, url: string, lobby: ReturnType<typeof lobbyClient>): Promise<BenchFigure> {
  const ready: TicTacToeSeat[][] = [];
  for (let i = 0; i < Math.ceil(ROUND_TRIPS / 5) + 1; i += 1) ready.push(await openTicTacToeTable(url, lobby));
  let table = ready.shift()!;
  const figure = await measure(name, ROUND_TRIPS, async () => {
    if (ticTacToeOver(table)) {
      for (const seat of table) seat.stop();
      table = ready.shift()!;
    }
    await playFirstEmptyCell(table);
  });
  for (const seats of [table, ...ready]) for (const seat of seats) seat.stop();
  return figure;
}

export default async function run() {
  const [pglite] = testDatabaseKinds();
  const database = await pglite!.create();
  const port = await freePort();
  const server = await startChildServer(port, {
    ...database.env,
    GAME_SERVER_SECRET: SECRET,
    MAX_CONNECTIONS_PER_ADDRESS: LOAD_CONNECTIONS,
  });
  const lobby = lobbyClient(server.url, SECRET);
  try {
    const idle = await roundTrips('person’s move round trip, idle server', server.url, lobby);
    const matchIDs: string[] = [];
    const creating = performance.now();
    for (let i = 0; i < BESIDE; i += 1) {
      matchIDs.push((await createWithComputers(lobby, 'schafkopf', { numPlayers: 4, computers: COMPUTERS })).matchID);
    }
    const createdSeconds = (performance.now() - creating) / 1000;
    const beside = await roundTrips(
      `person’s move round trip, ${BESIDE} four-computer Schafkopf matches playing beside`,
      server.url,
      lobby,
    );
    const figures: BenchFigure[] = [idle, beside];
    const ratio = beside.median / idle.median;
    const markdown = [
      `Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; the game server as its own process on PGlite`,
      `with its defaults (${DEFAULT_BOT_OPTIONS.workers} bot worker(s), a computer move 300-800 ms after the state it answers).`,
      `${BESIDE} matches of four computer seats were created and joined in ${createdSeconds.toFixed(0)} s, then played on while`,
      `a person's moves were timed: median round trip ${idle.median.toFixed(1)} ms idle, ${beside.median.toFixed(1)} ms beside them`,
      `(${ratio.toFixed(2)}x; p99 ${idle.p99.toFixed(1)} ms and ${beside.p99.toFixed(1)} ms).`,
    ].join(' ');
    return { figures, markdown };
  } finally {
    await server.stop();
    await database.dispose();
  }
}
