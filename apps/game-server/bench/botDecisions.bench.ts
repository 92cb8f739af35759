// Computer seats on the game server: matches of computer seats only (Skat: 3, Schafkopf: 4) play
// on an in-process game server (PGlite) at the AI's default level, with no delay before a move
// and the default worker pool (one worker per core but one). Figures: a decision's time (from the
// runner's request to the AI's move: waiting for a free worker, the seat's view crossing threads,
// thinking) and decisions per second, per one-second window. A match that ends is replaced.
import { cpus } from 'node:os';
import type { Game } from 'boardgame.io';
import { findGame } from '@tabula/catalogue';
import { summarize, type BenchFigure } from '@tabula/game-kit/testing';
import '../src/compat/generatorFunction';
import { DEFAULT_BOT_OPTIONS } from '../src/bots/serverBots';
import { startGameServer } from '../src/server';
import { createWithComputers } from '../src/testing/computerSeats';
import { testDatabaseKinds } from '../src/testing/databases';
import { lobbyClient } from '../src/testing/lobby';

const SECRET = 'bench-bots-secret-0123456789';
const MATCHES = 2 * DEFAULT_BOT_OPTIONS.workers;
const WARM_UP_MS = 5_000;
const WINDOWS = 20;

async function benchGame(code: string, numPlayers: number): Promise<BenchFigure[]> {
  const game = (await findGame(code)!.rules()).game as Game;
  const database = await testDatabaseKinds()[0]!.create();
  const latencies: number[] = [];
  let measuring = false;
  let decisions = 0;
  const server = await startGameServer(
    {
      games: [game],
      sql: await database.open(),
      secret: SECRET,
      bots: {
        delayMs: [0, 0],
        decide: async (request, pool) => {
          const started = performance.now();
          const move = await pool(request);
          if (measuring) {
            latencies.push(performance.now() - started);
            decisions += 1;
          }
          return move;
        },
      },
    },
    0,
  );
  try {
    const lobby = lobbyClient(`http://127.0.0.1:${server.port}`, SECRET);
    const computers = Object.fromEntries(Array.from({ length: numPlayers }, (_, seat) => [String(seat), 'medium']));
    const matches = new Set<string>();
    const fill = async () => {
      while (matches.size < MATCHES) matches.add((await createWithComputers(lobby, code, { numPlayers, computers })).matchID);
    };
    await fill();
    const replaceFinished = setInterval(() => {
      void (async () => {
        for (const matchID of matches) {
          const { metadata } = await server.storage.fetch(matchID, { metadata: true });
          if (metadata?.gameover !== undefined) matches.delete(matchID);
        }
        await fill();
      })().catch(() => undefined);
    }, 1_000);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    measuring = true;
    const perSecond: number[] = [];
    for (let window = 0; window < WINDOWS; window += 1) {
      const before = decisions;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      perSecond.push(decisions - before);
    }
    measuring = false;
    clearInterval(replaceFinished);
    return [
      summarize(`${code}: one decision (${MATCHES} matches, ${DEFAULT_BOT_OPTIONS.workers} workers)`, 'ms', latencies),
      summarize(`${code}: decisions per second`, 'decisions/s', perSecond),
    ];
  } finally {
    await server.close();
    await database.dispose();
  }
}

export default async function run() {
  const figures = [...(await benchGame('skat', 3)), ...(await benchGame('schafkopf', 4))];
  const markdown = `Machine: ${cpus().length} cores (\`nproc\`), ${cpus()[0]?.model ?? 'unknown CPU'}; ${DEFAULT_BOT_OPTIONS.workers} bot worker(s), default level (medium), no delay before a move. People's moves beside computer seats: botsBeside.bench.ts.`;
  return { figures, markdown };
}
