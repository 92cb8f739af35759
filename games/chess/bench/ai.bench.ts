import type { BenchFigure } from '@tabula/game-kit/testing';
import { startStockfish } from './stockfish';

/**
 * bench/package.json makes this file ESM so `pnpm bench` finds the default export; the TypeScript
 * sources it uses load as CommonJS, so their exports may sit under `default` when imported from here.
 */
async function load<T extends object>(module: Promise<T>): Promise<T> {
  const loaded = (await module) as T & { default?: unknown };
  const inner = typeof loaded.default === 'object' && loaded.default !== null ? loaded.default : {};
  return { ...inner, ...loaded } as T;
}

// Fixed positions: the opening, a sharp middlegame (Kiwipete) and a rook endgame.
const POSITIONS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/5pk1/6p1/3R4/7P/5PK1/r7/8 w - - 0 40',
];

/**
 * Reply time of the Node-pure engine per AI level (its level 8 is the fallback when the browser cannot
 * run Stockfish), of Stockfish as level 8 runs it in the browser, and move generator speed (perft).
 */
export default async function bench(): Promise<BenchFigure[]> {
  const { measure, seededRandom, summarize } = await load(import('@tabula/game-kit/testing'));
  const { chooseEngineMove } = await load(import('../src/engine/choose'));
  const { LEVEL_KEYS, levelSettings } = await load(import('../src/engine/levels'));
  const { perft } = await load(import('../src/engine/movegen'));
  const { Position } = await load(import('../src/engine/position'));
  const { initialState } = await load(import('../src/rules/play'));

  const figures: BenchFigure[] = [];
  figures.push(
    await measure('chess perft start position depth 4 (197281 leaves)', 5, () => perft(Position.fromFen(POSITIONS[0]!), 4)),
  );
  figures.push(await measure('chess perft Kiwipete depth 3 (97862 leaves)', 5, () => perft(Position.fromFen(POSITIONS[1]!), 3)));
  for (const level of LEVEL_KEYS) {
    const runs = levelSettings(level).timeMs >= 1000 ? POSITIONS.length : POSITIONS.length * 3;
    const random = seededRandom(Number(level));
    figures.push(
      await measure(`chess AI level ${level} reply (own engine)`, runs, (run) => {
        const fen = POSITIONS[Math.max(run, 0) % POSITIONS.length]!;
        chooseEngineMove({ fen, positions: initialState(fen).positions, level, random });
      }),
    );
  }
  // Level 8 in the browser: Stockfish WebAssembly in a Web Worker, skill and time from the level.
  const stockfish = levelSettings('8').stockfish!;
  const engine = await startStockfish();
  try {
    const samples: number[] = [];
    for (let run = 0; run < POSITIONS.length * 2; run += 1) {
      const { bestMove, ms } = await engine.reply(POSITIONS[run % POSITIONS.length]!, stockfish.skill, stockfish.movetimeMs);
      if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(bestMove)) throw new Error(`Stockfish answered "${bestMove}"`);
      samples.push(ms);
    }
    figures.push(
      summarize(
        `chess AI level 8 reply (Stockfish 19 lite WebAssembly, as in the browser, ${stockfish.movetimeMs} ms search)`,
        'ms',
        samples,
      ),
    );
  } finally {
    engine.quit();
  }
  return figures;
}
