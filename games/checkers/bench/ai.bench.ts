import type { CheckersState } from '../src/types';
import { measure, seededRandom, type BenchFigure } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { initialState } from '../src/game';
import { boardOf, stateOf } from '../src/testPositions';

export default async function bench(): Promise<BenchFigure[]> {
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
          aiConfig.chooseMove({ view: G, ctx: { currentPlayer: '0' } as never, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  return figures;
}
