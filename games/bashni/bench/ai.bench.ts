import type { BashniState } from '../src/types';
import { measure, seededRandom, type BenchFigure } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { initialState } from '../src/game';
import { stateOf } from '../src/testPositions';

export default async function bench(): Promise<BenchFigure[]> {
  /** Fixed positions: the opening, a middlegame with columns and kings, an endgame of flying kings. */
  const positions: Array<[string, BashniState]> = [
    ['opening', initialState()],
    [
      'middlegame',
      stateOf({
        a1: 'w',
        c1: 'wb',
        e3: 'w',
        g3: 'Wbw',
        d4: 'w',
        b4: 'wbb',
        f2: 'w',
        b8: 'b',
        d8: 'bw',
        f6: 'b',
        h6: 'bww',
        e7: 'B',
        a7: 'b',
        c5: 'bw',
      }),
    ],
    [
      'kings endgame',
      stateOf({ a1: 'W', c1: 'Wb', e1: 'W', b8: 'B', d8: 'Bw', h8: 'B', d4: 'w', e5: 'b' }, { forced_capture: false }),
    ],
  ];
  const figures: BenchFigure[] = [];
  for (const level of aiConfig.levels) {
    for (const [name, G] of positions) {
      const random = seededRandom(1);
      figures.push(
        await measure(`bashni AI ${level.key}, ${name}`, 5, () =>
          aiConfig.chooseMove({ view: G, ctx: { currentPlayer: '0' } as never, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  return figures;
}
