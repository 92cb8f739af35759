import { recentHistory } from '../engine/history';

/**
 * Stockfish 19 (lite, single-threaded WebAssembly build from the `stockfish` npm package, GPL-3.0)
 * in its own Web Worker, spoken to in UCI. The script and the .wasm are emitted as static assets by
 * the bundler and fetched only when a level-8 game asks for its first move.
 */
let engine: Promise<Worker> | null = null;

const READY_TIMEOUT_MS = 20000;

function startEngine(): Promise<Worker> {
  const script = new URL('../../node_modules/stockfish/bin/stockfish-19-lite-single.js', import.meta.url);
  const wasm = new URL('../../node_modules/stockfish/bin/stockfish-19-lite-single.wasm', import.meta.url);
  // The engine script reads the wasm location from its URL hash.
  const worker = new Worker(`${script.href}#${encodeURIComponent(wasm.href)}`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('Stockfish did not start')), READY_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      worker.terminate();
      reject(error);
    };
    worker.onerror = (event) => fail(new Error(event.message || 'Stockfish failed to load'));
    worker.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data === 'uciok') worker.postMessage('isready');
      if (event.data === 'readyok') {
        clearTimeout(timer);
        worker.onmessage = null;
        resolve(worker);
      }
    };
    worker.postMessage('uci');
  });
}

/** One search at a time: the engine answers UCI commands in order. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Stockfish's best move ("e2e4", "e7e8q") at the given skill (0-20). It is told the moves since the
 * last capture or pawn move too, so it sees repetitions coming.
 */
export function stockfishMove(fen: string, positions: string[], skill: number, movetimeMs: number): Promise<string> {
  const { startFen, moves } = recentHistory(fen, positions);
  const position = moves.length ? `position fen ${startFen} moves ${moves.join(' ')}` : `position fen ${fen}`;
  const result = queue.then(() => search(position, skill, movetimeMs));
  queue = result.catch(() => undefined);
  return result;
}

async function search(position: string, skill: number, movetimeMs: number): Promise<string> {
  engine ??= startEngine().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  const worker = await engine;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A stuck engine is dropped; the next request starts a fresh one.
      worker.terminate();
      engine = null;
      reject(new Error('Stockfish did not answer'));
    }, movetimeMs + 10000);
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const line = typeof event.data === 'string' ? event.data : '';
      const match = /^bestmove ([a-h][1-8][a-h][1-8][qrbn]?)/.exec(line);
      if (!match) return;
      clearTimeout(timer);
      worker.onmessage = null;
      resolve(match[1]!);
    };
    worker.postMessage('ucinewgame');
    worker.postMessage(`setoption name Skill Level value ${skill}`);
    worker.postMessage(position);
    worker.postMessage(`go movetime ${movetimeMs}`);
  });
}
