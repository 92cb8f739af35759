import type { BenchFigure } from '@tabula/game-kit/testing';
import type { CheckersState } from '../src/types';

/**
 * bench/package.json makes this file ESM so `pnpm bench` finds the default export; some TypeScript
 * sources it uses load as CommonJS, so their exports may sit under `default` when imported from here.
 */
async function load<T extends object>(module: Promise<T>): Promise<T> {
  const loaded = (await module) as T & { default?: unknown };
  const inner = typeof loaded.default === 'object' && loaded.default !== null ? loaded.default : {};
  return { ...inner, ...loaded } as T;
}

export default async function bench(): Promise<BenchFigure[]> {
  const { measure, seededRandom } = await load(import('@tabula/game-kit/testing'));
  const { aiConfig } = await load(import('../src/ai'));
  const { initialState } = await load(import('../src/game'));
  const { boardOf, stateOf } = await load(import('../src/testPositions'));
  /** Fixed positions: the opening, a middlegame with kings on both sides, a flying-kings endgame. */
  const positions: Array<[string, CheckersState]> = [
    ['opening', initialState()],
    [
      'middlegame',
      {
        ...stateOf({}),
        board: boardOf({
          white: ['a1', 'c1', 'e3', 'g3', 'd4', 'b4', 'f2', 'c5'],
          black: ['b8', 'd8', 'f6', 'h6', 'e7', 'a7', 'g5', 'd6'],
          kings: ['c5', 'g5'],
        }),
      },
    ],
    [
      'flying kings endgame',
      stateOf(
        { white: ['a1', 'c1', 'e1', 'd4'], black: ['b8', 'd8', 'h8', 'e5'], kings: ['a1', 'c1', 'e1', 'b8', 'd8', 'h8'] },
        { flyingKings: true, forcedCapture: false },
      ),
    ],
  ];
  const figures: BenchFigure[] = [];
  for (const level of aiConfig.levels) {
    for (const [name, G] of positions) {
      const random = seededRandom(1);
      figures.push(
        await measure(`checkers AI ${level.key}, ${name}`, 5, () =>
          aiConfig.chooseMove({ G, ctx: { currentPlayer: '0' } as never, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  return figures;
}
