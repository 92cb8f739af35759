// People's moves while computer seats play beside them: the game server runs as its own process
// (src/main.ts, PGlite, its default bot workers and move delay), and a person's Tic-Tac-Toe move's
// round trip (send to seeing the new state, over a real socket) is timed twice: on an idle server,
// then while BESIDE Schafkopf matches of four computer seats each play on it. Figures: both round
// trips.
import { cpus } from 'node:os';
import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { DEFAULT_BOT_OPTIONS } from '../src/bots/serverBots';
import { measure, type BenchFigure } from '@tabula/game-kit/testing';
import { freePort } from '@tabula/server-kit';
import { LOAD_CONNECTIONS, startChildServer } from '../src/testing/childServer';
import { connectSeat } from '../src/testing/clients';
import { createWithComputers } from '../src/testing/computerSeats';
import { testDatabaseKinds } from '../src/testing/databases';
import { lobbyClient } from '../src/testing/lobby';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;
type Seat = ReturnType<typeof connectSeat<TicTacToeState>>;

const SECRET = 'bench-beside-secret-0123456789';
const BESIDE = 500;
const ROUND_TRIPS = 150;
const COMPUTERS = { '0': 'medium', '1': 'medium', '2': 'medium', '3': 'medium' };

async function openTable(url: string, lobby: ReturnType<typeof lobbyClient>): Promise<Seat[]> {
  const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
  const seats = ['0', '1'].map((playerID, i) =>
    connectSeat<TicTacToeState>({ game: tictactoe, server: url, matchID, playerID, credentials: credentials[i] }),
  );
  await Promise.all(seats.map((seat) => seat.waitForStateID(0, 30_000)));
  return seats;
}

/** The current player marks the first empty cell; resolves once the server's new state is back. */
async function playOne(seats: Seat[]): Promise<State<TicTacToeState>> {
  const state = seats.map((seat) => seat.serverState!).reduce((a, b) => (b._stateID > a._stateID ? b : a));
  await Promise.all(seats.map((seat) => seat.waitForStateID(state._stateID)));
  const cell = state.G.cells.indexOf(null);
  if (state.ctx.gameover !== undefined || cell < 0) return state;
  const mover = seats[Number(state.ctx.currentPlayer)]!;
  mover.client.moves.markCell!(cell);
  return mover.waitForStateID(state._stateID + 1, 60_000);
}

/** ROUND_TRIPS people's moves, a new match whenever one ends (opened before timing). */
async function roundTrips(name: string, url: string, lobby: ReturnType<typeof lobbyClient>): Promise<BenchFigure> {
  const ready: Seat[][] = [];
  for (let i = 0; i < Math.ceil(ROUND_TRIPS / 5) + 1; i += 1) ready.push(await openTable(url, lobby));
  let table = ready.shift()!;
  const figure = await measure(name, ROUND_TRIPS, async () => {
    if (table.some((seat) => seat.serverState?.ctx.gameover !== undefined)) {
      for (const seat of table) seat.stop();
      table = ready.shift()!;
    }
    await playOne(table);
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
