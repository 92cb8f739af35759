// AI reply time per level from fixed positions (pnpm bench). Positions are reached by seeded random
// play, so every run measures the same boards.
import type { Colour, ReversiState } from '../src/types';
import { measure, seededRandom, type BenchFigure } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { initialState, legalSquares, place } from '../src/rules';

const PHASES = [
  ['opening', 4],
  ['midgame', 24],
  ['endgame', 48],
] as const;

export default async function bench(): Promise<BenchFigure[]> {
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
            aiConfig.chooseMove({ view: G, ctx: {} as never, playerID: seat, level, random: seededRandom(run + 2) }),
          ),
        );
      }
    }
  }
  return figures;
}
