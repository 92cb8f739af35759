import type { BenchFigure } from '@tabula/game-kit/testing';
import type { BashniState } from '../src/types';

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
  const { stateOf } = await load(import('../src/testPositions'));
  /** Fixed positions: the opening, a middlegame with columns and kings, an endgame of flying kings. */
  const positions: Array<[string, BashniState]> = [
    ['opening', initialState()],
    [
      'middlegame',
      stateOf({
        a1: 'w', c1: 'wb', e3: 'w', g3: 'Wbw', d4: 'w', b4: 'wbb', f2: 'w',
        b8: 'b', d8: 'bw', f6: 'b', h6: 'bww', e7: 'B', a7: 'b', c5: 'bw',
      }),
    ],
    ['kings endgame', stateOf({ a1: 'W', c1: 'Wb', e1: 'W', b8: 'B', d8: 'Bw', h8: 'B', d4: 'w', e5: 'b' }, { forced_capture: false })],
  ];
  const figures: BenchFigure[] = [];
  for (const level of aiConfig.levels) {
    for (const [name, G] of positions) {
      const random = seededRandom(1);
      figures.push(
        await measure(`bashni AI ${level.key}, ${name}`, 5, () =>
          aiConfig.chooseMove({ G, ctx: { currentPlayer: '0' } as never, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  return figures;
}
