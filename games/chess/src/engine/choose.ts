import { levelSettings } from './levels';
import { legalMoves } from './movegen';
import { moveToUci, Position } from './position';
import { search } from './search';

export interface EngineRequest {
  fen: string;
  /** Repetition keys since the last capture or pawn move (ChessState.positions). */
  positions: string[];
  level: string;
  random: () => number;
  /** Overrides the level's time budget (tests, benchmarks). */
  timeMs?: number;
}

/**
 * The own engine's move for a level, in long algebraic notation ("e2e4", "e7e8q").
 * Node-pure: the Web Worker, the tests and the benchmark all call this.
 */
export function chooseEngineMove({ fen, positions, level, random, timeMs }: EngineRequest): string {
  const pos = Position.fromFen(fen);
  const legal = legalMoves(pos);
  if (legal.length === 0) throw new Error(`chess engine asked to move in a finished position: ${fen}`);
  const settings = levelSettings(level);
  if (settings.blunder > 0 && random() < settings.blunder) return moveToUci(legal[Math.floor(random() * legal.length)]!);
  const history = positions.slice(0, -1).map((key) => Position.fromFen(`${key} 0 1`).hash);
  const result = search(pos, {
    maxDepth: settings.maxDepth,
    timeMs: timeMs ?? settings.timeMs,
    quiescence: settings.quiescence,
    history,
    // A move more than twice the noise below the best can never be picked, so it needs no exact score.
    rootMargin: settings.noise > 0 ? 2 * settings.noise + 1 : undefined,
  });
  let move = result.move || legal[0]!;
  if (settings.noise > 0 && result.rootScores.size > 1) {
    let best = -Infinity;
    for (const [candidate, score] of result.rootScores) {
      const noisy = score + (random() * 2 - 1) * settings.noise;
      if (noisy > best) {
        best = noisy;
        move = candidate;
      }
    }
  }
  return moveToUci(move);
}
