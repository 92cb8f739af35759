import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The same Stockfish build the browser runs for level 8, here as a Node process spoken to in UCI. */
const ENGINE = fileURLToPath(new URL('../node_modules/stockfish/bin/stockfish-19-lite-single.js', import.meta.url));

export interface StockfishReply {
  bestMove: string;
  ms: number;
}

export interface UciEngine {
  reply(fen: string, skill: number, movetimeMs: number): Promise<StockfishReply>;
  quit(): void;
}

export async function startStockfish(): Promise<UciEngine> {
  const child = spawn(process.execPath, [ENGINE], { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffered = '';
  let waiting: { prefix: string; resolve: (line: string) => void } | null = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (waiting && line.startsWith(waiting.prefix)) {
        const { resolve } = waiting;
        waiting = null;
        resolve(line);
      }
    }
  });
  const send = (command: string) => child.stdin.write(`${command}\n`);
  const until = (prefix: string) => new Promise<string>((resolve) => (waiting = { prefix, resolve }));

  const ready = until('uciok');
  send('uci');
  await ready;
  return {
    async reply(fen, skill, movetimeMs) {
      send('ucinewgame');
      send(`setoption name Skill Level value ${skill}`);
      const synced = until('readyok');
      send('isready');
      await synced;
      send(`position fen ${fen}`);
      const answer = until('bestmove');
      const started = performance.now();
      send(`go movetime ${movetimeMs}`);
      const line = await answer;
      return { bestMove: line.split(' ')[1] ?? '', ms: performance.now() - started };
    },
    quit() {
      send('quit');
      child.kill();
    },
  };
}
