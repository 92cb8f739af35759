import { measure, seededRandom, type BenchFigure } from '@tabula/game-kit/testing';
import { chooseEngineMove } from '../src/engine/choose';
import { LEVEL_KEYS, levelSettings } from '../src/engine/levels';
import { perft } from '../src/engine/movegen';
import { Position, START_FEN } from '../src/engine/position';
import { initialState } from '../src/rules/play';

// Fixed positions: the opening, a sharp middlegame (Kiwipete) and a rook endgame.
const POSITIONS = [
  START_FEN,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/5pk1/6p1/3R4/7P/5PK1/r7/8 w - - 0 40',
];

/**
 * Reply time of the Node-pure engine per AI level (level 8 here is the own engine's fallback; in the
 * browser level 8 is Stockfish WebAssembly) and move generator speed (perft).
 */
export default async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  figures.push(await measure('chess perft start position depth 4 (197281 leaves)', 5, () => perft(Position.fromFen(START_FEN), 4)));
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
  return figures;
}
