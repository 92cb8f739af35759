import { seededRandom } from '@tabula/game-kit/random';
import { initialState } from './game';
import { randomFleet, shipsOf } from './fleet';
import { fire } from './moves';
import { fleetSunk } from './rules';
import type { Cell, SeaBattleState } from './types';
import { playerView } from './view';

export type Shooter = (view: SeaBattleState, random: () => number) => Cell;

/**
 * How many shots `shooter`, as seat 0, needs to sink a random fleet of seat 1 (drawn from `seed`).
 * The shots go through the real `fire` move; the shooter sees seat 0's view only.
 */
export function shotsToSinkAFleet(shooter: Shooter, seed: number): number {
  const random = seededRandom(seed);
  const G: SeaBattleState = initialState();
  G.fleets['1'] = shipsOf(randomFleet(random))!;
  const context = { G, playerID: '0', events: { endTurn: () => undefined } } as never;
  while (!fleetSunk(G, '1')) {
    const view = playerView({ G, ctx: {} as never, playerID: '0' });
    if (fire(context, shooter(view, random)) !== undefined) throw new Error('the shooter fired an illegal shot');
  }
  return G.shots.length;
}

export function averageShots(shooter: Shooter, seeds: number[]): number {
  return seeds.reduce((sum, seed) => sum + shotsToSinkAFleet(shooter, seed), 0) / seeds.length;
}
