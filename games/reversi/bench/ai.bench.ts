// AI reply time per level from fixed positions (pnpm bench). Positions are reached by seeded random
// play, so every run measures the same boards.
//
// bench/package.json makes this file an ES module, so the runner sees its default export; the
// TypeScript sources load as CommonJS, where named exports may arrive wrapped in `default`.
import type { BenchFigure } from '@tabula/game-kit/testing';
import type { Colour, ReversiState } from '../src/types';

async function unwrap<T extends object>(module: Promise<T>): Promise<T> {
  const loaded = (await module) as T & { default?: unknown };
  const wrapped = typeof loaded.default === 'object' && loaded.default !== null ? loaded.default : {};
  return { ...wrapped, ...loaded } as T;
}

const PHASES = [
  ['opening', 4],
  ['midgame', 24],
  ['endgame', 48],
] as const;

export default async function bench(): Promise<BenchFigure[]> {
  const { measure, seededRandom } = await unwrap(import('@tabula/game-kit/testing'));
  const { aiConfig } = await unwrap(import('../src/ai'));
  const { initialState, legalSquares, place } = await unwrap(import('../src/rules'));

  const positionAfter = (players: number, plies: number, seed: number): { G: ReversiState; seat: string } => {
    const random = seededRandom(seed);
    const G = initialState(players);
    for (let ply = 0; ply < plies; ply += 1) {
      const colour = (ply % players) as Colour;
      const legal = legalSquares(G.cells, colour);
      place(G.cells, legal[Math.floor(random() * legal.length)]!, colour);
    }
    return { G, seat: String(plies % players) };
  };

  const figures: BenchFigure[] = [];
  for (const players of [2, 3, 4]) {
    for (const [phase, plies] of PHASES) {
      const { G, seat } = positionAfter(players, plies, 2026 + plies);
      for (const level of aiConfig.levels.map((l) => l.key)) {
        const runs = level === 'hard' ? 10 : 30;
        figures.push(
          await measure(`reversi AI ${level}, ${players} players, ${phase}`, runs, (run) =>
            aiConfig.chooseMove({ G, ctx: {} as never, playerID: seat, level, random: seededRandom(run + 2) }),
          ),
        );
      }
    }
  }
  return figures;
}
