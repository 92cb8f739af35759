// A load generator process for the side-by-side benchmark (`node --import tsx loadGenerator.ts
// '<json config>'`, with an IPC channel). It keeps a target number of matches of one game (the
// load) running against one game server: each match is created and joined through the server's
// lobby REST API, both seats connect as real boardgame.io socket.io clients, and the seat that may
// act moves after a think time, choosing from its own view; a finished match is closed and
// replaced by a new one. While the parent says so, it records every move's round trip (send → the
// mover receives the server's new state).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Game } from 'boardgame.io';
import { connectSeat } from '../../src/testing/clients';
import { lobbyClient } from '../../src/testing/lobby';
import { chooseMove, legalMovesOf, loadGame, seededRandom } from './loads';
import type { GeneratorConfig, GeneratorReport, ParentMessage } from './protocol';

type Seat = ReturnType<typeof connectSeat<unknown>>;

const config = JSON.parse(process.argv[2]!) as GeneratorConfig;
const lobby = lobbyClient(config.url, config.secret);
let game: Game;
const random = seededRandom(config.seed);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let target = 0;
let opened = 0;
let running = true;
let measuring = false;
let measureStart = 0;
let report: GeneratorReport = emptyReport();
let announcedOpen = false;
// How late this process's own timers and socket callbacks ran: a busy generator inflates round trips.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });

function emptyReport(): GeneratorReport {
  return {
    roundTrips: [],
    movesPerSecond: [],
    openAtStart: opened,
    matchesOpened: 0,
    errors: 0,
    errorSamples: [],
    loopDelayP50: NaN,
    loopDelayP99: NaN,
  };
}

function recordError(error: unknown) {
  if (!measuring) return;
  report.errors += 1;
  if (report.errorSamples.length < 5) report.errorSamples.push(String((error as Error)?.message ?? error).slice(0, 200));
}

/** Limits how many matches are being created and connected at once (the lobby is HTTP). */
let openSlots = config.openConcurrency;
const openQueue: (() => void)[] = [];
async function withOpenSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (openSlots === 0) await new Promise<void>((resolve) => openQueue.push(resolve));
  else openSlots -= 1;
  try {
    return await fn();
  } finally {
    const next = openQueue.shift();
    if (next) next();
    else openSlots += 1;
  }
}

async function openMatch(): Promise<Seat[]> {
  return withOpenSlot(async () => {
    const { matchID, credentials } = await lobby.createAndJoin(config.load, 2);
    const seats = ['0', '1'].map((playerID, i) =>
      connectSeat<unknown>({ game: game as Game<unknown>, server: config.url, matchID, playerID, credentials: credentials[i] }),
    );
    try {
      await Promise.all(seats.map((seat) => seat.waitForStateID(0, config.timeoutMs)));
    } catch (error) {
      seats.forEach((seat) => seat.stop());
      throw error;
    }
    if (measuring) report.matchesOpened += 1;
    return seats;
  });
}

/** Over how many think times the first matches start (about a Tic-Tac-Toe match). */
const START_SPREAD_THINK_TIMES = 8;
const thinkTime = () => (config.thinkMs > 0 ? config.thinkMs * (0.5 + Math.random()) : 0);

/** The first seat that has a legal move in its own view of the state, and the move it chooses. */
function nextMove(seats: Seat[]) {
  for (const [index, seat] of seats.entries()) {
    const move = chooseMove(config.load, legalMovesOf(game, seat.serverState!, String(index)), random);
    if (move) return { seat, move };
  }
  return undefined;
}

/** Plays one match to its end (or until stopped), one move at a time. */
async function playMatch(seats: Seat[]) {
  for (;;) {
    if (config.thinkMs > 0) await sleep(thinkTime());
    if (!running) return;
    const stateID = Math.max(...seats.map((seat) => seat.serverState!._stateID));
    // Both clients must hold the newest state, so the mover's client sends the right stateID.
    await Promise.all(seats.map((seat) => seat.waitForStateID(stateID, config.timeoutMs)));
    const next = nextMove(seats);
    if (!next) return;
    const sentWhileMeasuring = measuring;
    const start = performance.now();
    next.seat.client.moves[next.move.move]!(...next.move.args);
    await next.seat.waitForStateID(stateID + 1, config.timeoutMs);
    const end = performance.now();
    if (sentWhileMeasuring && measuring) {
      report.roundTrips.push(Math.round((end - start) * 1000) / 1000);
      const second = Math.floor((end - measureStart) / 1000);
      report.movesPerSecond[second] = (report.movesPerSecond[second] ?? 0) + 1;
    }
  }
}

/** One match slot: opens a match, plays it, replaces it, for as long as the slot is wanted. */
async function slot(index: number) {
  // Spread the first matches' starts over several think times, so that matches end, and are
  // replaced, at a steady rate. Spread over one think time, Tic-Tac-Toe's 7-move matches ended
  // together and 500 new ones were created, joined and synced in a burst every 7-8 s, which a
  // 10 s window caught once or twice: round trips then depended on where the window fell.
  await sleep(Math.random() * config.thinkMs * START_SPREAD_THINK_TIMES);
  let counted = false;
  while (running && index < target) {
    let seats: Seat[] | undefined;
    try {
      seats = await openMatch();
      if (!counted) {
        counted = true;
        opened += 1;
        announceOpen();
      }
      await playMatch(seats);
    } catch (error) {
      recordError(error);
      if (running) await sleep(200);
    } finally {
      seats?.forEach((seat) => seat.stop());
    }
  }
}

function announceOpen() {
  if (!announcedOpen && opened >= target) {
    announcedOpen = true;
    process.send!({ type: 'opened', matches: opened });
  }
}

process.on('message', (message: ParentMessage) => {
  switch (message.type) {
    case 'target': {
      const previous = target;
      target = message.matches;
      for (let i = previous; i < target; i += 1) void slot(i);
      break;
    }
    case 'measure':
      report = emptyReport();
      measureStart = performance.now();
      measuring = true;
      loopDelay.reset();
      loopDelay.enable();
      break;
    case 'report':
      measuring = false;
      loopDelay.disable();
      report.loopDelayP50 = loopDelay.percentile(50) / 1e6;
      report.loopDelayP99 = loopDelay.percentile(99) / 1e6;
      report.movesPerSecond = Array.from(report.movesPerSecond, (n) => n ?? 0);
      process.send!({ type: 'report', report });
      break;
    case 'stop':
      running = false;
      // Open sockets would keep the process alive; the slots close theirs as they return.
      setTimeout(() => process.exit(0), 1500).unref();
      break;
  }
});

// boardgame.io's socket client logs refused moves and reconnects; keep stdout for the parent.
process.on('unhandledRejection', (error) => recordError(error));
loadGame(config.load).then(
  (loaded) => {
    game = loaded;
    process.send!({ type: 'ready' });
  },
  (error) => {
    console.error('load generator: cannot load the game', error);
    process.exit(1);
  },
);
