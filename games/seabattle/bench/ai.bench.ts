// Sea Battle's computer player: reply time per level and shots needed to sink a fleet (pnpm bench).
import { seededRandom } from '@tabula/game-kit/random';
import { measure, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig, chooseShot } from '../src/ai';
import { initialState } from '../src/game';
import { untriedCells } from '../src/rules';
import { shotsToSinkAFleet, type Shooter } from '../src/testShooting';
import type { SeaBattleState, Shot } from '../src/types';

const RUNS = 200;
const FLEETS = Array.from({ length: 100 }, (_, i) => i + 1);

const shots = (cells: number[], result: Shot['result']): Shot[] => cells.map((cell) => ({ by: '0', cell, result }));

/** Seat 0 to fire: an empty grid, mid-game hunting, and a ship hit twice. */
const POSITIONS: Array<[string, SeaBattleState]> = [
  ['first shot', initialState()],
  [
    'hunting, 30 misses',
    {
      ...initialState(),
      shots: shots(
        [0, 2, 4, 6, 8, 11, 13, 15, 17, 19, 20, 22, 24, 26, 28, 31, 33, 35, 37, 39, 40, 42, 44, 46, 48, 51, 53, 55, 57, 59],
        'miss',
      ),
    },
  ],
  ['targeting a ship hit twice', { ...initialState(), shots: [...shots([0, 22], 'miss'), ...shots([54, 55], 'hit')] }],
];

const SHOOTERS: Array<[string, Shooter]> = [
  [
    'random shots',
    (view, random) => {
      const cells = untriedCells(view, '0');
      return cells[Math.floor(random() * cells.length)]!;
    },
  ],
  ['easy', (view, random) => chooseShot(view, '0', 'easy', random)],
  ['hard', (view, random) => chooseShot(view, '0', 'hard', random)],
];

export default async function bench(): Promise<BenchOutput> {
  const ctx = { phase: 'battle', currentPlayer: '0' } as never;
  const random = seededRandom(1);
  const figures: BenchFigure[] = [];
  for (const level of aiConfig.levels) {
    for (const [name, view] of POSITIONS) {
      figures.push(
        await measure(`seabattle AI ${level.key}, ${name}`, RUNS, () =>
          aiConfig.chooseMove({ view, ctx, playerID: '0', level: level.key, random }),
        ),
      );
    }
  }
  const averages: string[] = [];
  for (const [name, shooter] of SHOOTERS) {
    const counts = FLEETS.map((seed) => shotsToSinkAFleet(shooter, seed));
    figures.push(summarize(`seabattle ${name}: shots to sink a random fleet`, 'shots', counts));
    averages.push(`${name} ${Math.round((10 * counts.reduce((a, b) => a + b, 0)) / counts.length) / 10}`);
  }
  const markdown = `Sea Battle's computer fires from its own view only (its shots, hit or miss, and the sunk ships).
*easy* hunts on a checkerboard spaced for the smallest ship afloat and, after a hit, extends the line of hits
or tries the hit's neighbours; *hard* fires where the ships afloat fit the most ways (a probability density,
hits weighing heavily). Average shots to sink ${FLEETS.length} seeded random fleets: ${averages.join(', ')}.
Every reply takes a few milliseconds at most; the site's pause before the computer's move is what a player notices.`;
  return { figures, markdown };
}
