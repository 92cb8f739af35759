// Bingo's calls at the largest table, 30 seats (node scripts/bench.mjs bingo):
// 1. In this process: the CPU time of one call through the rules (boardgame.io's reducer, as the
//    server's master runs it), and of the 31 views (30 seats and a spectator) serialised as the
//    server sends them, with every seat marking between the calls.
// 2. Through the real game server, run as its own process with its real 10-second clock, and 30
//    socket clients: the spread of arrival times of each call at the 30 clients (last minus first
//    to receive it) and the server process's CPU time per call (its CPU over the calls, idle time
//    between them included, divided by the number of calls).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { State } from 'boardgame.io';
import { summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { LOAD_CONNECTIONS, startChildServer } from '../../../apps/game-server/src/testing/childServer';
import { testDatabaseKinds } from '../../../apps/game-server/src/testing/databases';
import { lobbyClient } from '../../../apps/game-server/src/testing/lobby';
import { recordingSocket, type RecordingSocket } from '../../../apps/game-server/src/testing/recordingSocket';
import { testTable } from '../src/testTable';
import type { BingoState } from '../src/types';
import { playerView } from '../src/view';

const SEATS = 30;
const MATCHES = 4;
const SERVER_CALLS = 6;
const SECRET = 'bench-secret-0123456789abcdef';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** Matches of 30 seats called to the end, every seat marking each call of its card: CPU per call and per call's views. */
function inProcess(): BenchFigure[] {
  const callCpu: number[] = [];
  const viewsCpu: number[] = [];
  const viewBytes: number[] = [];
  for (let match = 0; match < MATCHES; match += 1) {
    const table = testTable(SEATS, `bench-${match}`);
    while (table.state().ctx.gameover === undefined && table.state().G.called.length < 75) {
      const before = process.cpuUsage();
      table.call();
      callCpu.push(cpuMs(process.cpuUsage(before)));
      const { G } = table.state();
      const number = G.called.at(-1)!;
      for (const seat of G.seats) {
        const cell = G.cards[seat]!.indexOf(number);
        if (cell >= 0) table.play(seat, 'mark', cell);
      }
      const { G: now, ctx: nowCtx } = table.state();
      const started = process.cpuUsage();
      let bytes = 0;
      for (const viewer of [...now.seats, null])
        bytes += JSON.stringify(playerView({ G: now, ctx: nowCtx, playerID: viewer })).length;
      viewsCpu.push(cpuMs(process.cpuUsage(started)));
      viewBytes.push(bytes / 1024);
    }
    table.stop();
  }
  return [
    summarize(`bingo: CPU of one call through the rules, ${SEATS} seats`, 'ms', callCpu),
    summarize(`bingo: CPU of one call's ${SEATS + 1} views, serialised`, 'ms', viewsCpu),
    summarize(`bingo: bytes of one call's ${SEATS + 1} views (G only)`, 'kB', viewBytes),
  ];
}

/** The process's CPU time so far (user + system), in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime in clock ticks (100 Hz)
}

async function throughServer(): Promise<{ figures: BenchFigure[]; notes: string[] }> {
  const kinds = testDatabaseKinds();
  const database = await kinds[0]!.create();
  const port = await freePort();
  const server = await startChildServer(port, {
    ...database.env,
    GAME_SERVER_SECRET: SECRET,
    MAX_CONNECTIONS_PER_ADDRESS: LOAD_CONNECTIONS,
  });
  const sockets: RecordingSocket[] = [];
  try {
    const lobby = lobbyClient(server.url, SECRET);
    const { matchID, credentials } = await lobby.createAndJoin('bingo', SEATS);
    // When each client saw each number of calls (ms, this process's clock).
    const arrivals = new Map<number, number[]>();
    for (let seat = 0; seat < SEATS; seat += 1) {
      const sync = { matchID, playerID: String(seat), credentials: credentials[seat], numPlayers: SEATS };
      const socket = await recordingSocket(server.url, 'bingo', sync);
      let seen = 0;
      socket.socket.on('update', (_matchID: string, state: State<BingoState>) => {
        const calls = state.G.called.length;
        if (calls > seen) {
          seen = calls;
          arrivals.set(calls, [...(arrivals.get(calls) ?? []), performance.now()]);
        }
      });
      sockets.push(socket);
    }
    const complete = (calls: number) => (arrivals.get(calls)?.length ?? 0) === SEATS;
    // The first call comes 15 s after the start; CPU is counted from it to the last.
    await sockets[0]!.waitFor('the first call at every client', () => complete(1), 60_000);
    const cpuAtFirst = processCpuMs(server.process.pid!);
    await sockets[0]!.waitFor(`${SERVER_CALLS} calls`, () => complete(SERVER_CALLS + 1), (SERVER_CALLS + 2) * 12_000);
    const cpuPerCall = (processCpuMs(server.process.pid!) - cpuAtFirst) / SERVER_CALLS;
    const spreads = [...arrivals.entries()]
      .filter(([calls]) => calls >= 1 && calls <= SERVER_CALLS + 1 && complete(calls))
      .map(([, times]) => Math.max(...times) - Math.min(...times));
    return {
      figures: [
        summarize(`bingo: spread of one call's arrival at ${SEATS} socket clients (real server)`, 'ms', spreads),
        summarize(`bingo: game-server process CPU per call, ${SEATS} seats (idle time between calls included)`, 'ms', [
          cpuPerCall,
        ]),
      ],
      notes: [`${spreads.length} calls measured through the server, 10 s apart (its real clock).`],
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    await database.dispose();
  }
}

export default async function run(): Promise<BenchOutput> {
  const local = inProcess();
  const served = await throughServer();
  return {
    figures: [...local, ...served.figures],
    markdown: [
      'Bingo at 30 seats: the rules and views in-process; then the real game server (its own process, PGlite, its real 10-second clock) with 30 socket clients on loopback, the clients in the bench process.',
      ...served.notes,
    ].join('\n\n'),
  };
}
