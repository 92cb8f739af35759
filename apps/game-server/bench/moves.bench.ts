// Game-server moves through real boardgame.io socket clients on loopback: the server runs as its
// own process (as in production) on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set.
// Figures: one move's round trip (send to seeing the new state) on an idle server, and moves per
// second with CONCURRENT matches played continuously (each finished match is replaced by a new one,
// created and joined through the lobby routes, so that cost is included).
import { measure, type BenchFigure } from '@tabula/game-kit/testing';
import { LOAD_CONNECTIONS, startChildServer } from '../src/testing/childServer';
import { testDatabaseKinds } from '../src/testing/databases';
import { lobbyClient } from '../src/testing/lobby';
import { openTicTacToeTable, playFirstEmptyCell, ticTacToeOver, type TicTacToeSeat } from '../src/testing/ticTacToeTable';
import { freePort } from '@tabula/server-kit';

const SECRET = 'bench-secret-0123456789abcdef';
const ROUND_TRIPS = 200;
const CONCURRENT = 20;
const WINDOWS = 5;
const WINDOW_MS = 1000;

interface Table {
  seats: TicTacToeSeat[];
}

const openTable = async (url: string, lobby: ReturnType<typeof lobbyClient>): Promise<Table> => ({
  seats: await openTicTacToeTable(url, lobby),
});
const playOne = (table: Table) => playFirstEmptyCell(table.seats);
const over = (table: Table) => ticTacToeOver(table.seats);
const close = (table: Table) => table.seats.forEach((seat) => seat.stop());

async function benchDatabase(label: string, env: Record<string, string | undefined>): Promise<BenchFigure[]> {
  const port = await freePort();
  const server = await startChildServer(port, {
    ...env,
    GAME_SERVER_SECRET: SECRET,
    MAX_CONNECTIONS_PER_ADDRESS: LOAD_CONNECTIONS,
  });
  const lobby = lobbyClient(server.url, SECRET);
  try {
    // Matches are opened before timing so that only moves are measured (Tic-Tac-Toe lasts 5-9 moves).
    const ready: Table[] = [];
    for (let i = 0; i < Math.ceil(ROUND_TRIPS / 5) + 1; i += 1) ready.push(await openTable(server.url, lobby));
    let table = ready.shift()!;
    const roundTrip = await measure(`game-server move round trip, 1 match at a time (${label})`, ROUND_TRIPS, async () => {
      if (over(table)) {
        close(table);
        table = ready.shift()!;
      }
      await playOne(table);
    });
    for (const t of [table, ...ready]) close(t);

    const tables = await Promise.all(Array.from({ length: CONCURRENT }, () => openTable(server.url, lobby)));
    let moves = 0;
    let running = true;
    const players = tables.map(async (first) => {
      let current = first;
      while (running) {
        if (over(current)) {
          close(current);
          current = await openTable(server.url, lobby);
        }
        const before = current.seats[0]!.serverState!._stateID;
        const after = await playOne(current);
        if (after._stateID > before) moves += 1;
      }
      close(current);
    });
    const rates: number[] = [];
    for (let w = 0; w < WINDOWS; w += 1) {
      const before = moves;
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      rates.push(((moves - before) * 1000) / WINDOW_MS);
    }
    running = false;
    await Promise.all(players);
    rates.sort((a, b) => a - b);
    const throughput = {
      name: `game-server moves per second, ${CONCURRENT} concurrent matches (${label})`,
      unit: 'moves/s',
      runs: WINDOWS,
      median: rates[Math.floor(rates.length / 2)]!,
      // For a rate, the low end is the one that matters: report the worst window.
      p99: rates[0]!,
    } as unknown as BenchFigure;
    return [roundTrip, throughput];
  } finally {
    await server.stop();
  }
}

export default async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  const [pglite] = testDatabaseKinds();
  const database = await pglite!.create();
  try {
    figures.push(...(await benchDatabase('PGlite', database.env)));
  } finally {
    await database.dispose();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) figures.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: url, DATA_DIR: database.env.DATA_DIR })));
  return figures;
}
