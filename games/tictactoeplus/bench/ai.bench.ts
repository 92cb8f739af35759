// AI reply time per level (pnpm bench). Positions: the empty board (the slowest search: most
// squares, wildcards still possible) and seeded random positions from 2 to 12 placements.
import type { PlayerID } from 'boardgame.io';
import { measure, seededRandom, type BenchFigure } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { emptyCells } from '../src/lines';
import { outcome } from '../src/outcome';
import { markWithRoll, position } from '../src/testing';
import type { TicTacToePlusState } from '../src/types';

interface Position {
  G: TicTacToePlusState;
  toMove: PlayerID;
}

function randomPositions(count: number, seed: number): Position[] {
  const random = seededRandom(seed);
  const positions: Position[] = [];
  while (positions.length < count) {
    const G = position(['....', '....', '....', '....']);
    let toMove: PlayerID = '0';
    const placements = 2 + Math.floor(random() * 11);
    for (let i = 0; i < placements && outcome(G) === undefined; i += 1) {
      const free = emptyCells(G.cells);
      markWithRoll(G, toMove, free[Math.floor(random() * free.length)], 1 + Math.floor(random() * 6));
      toMove = toMove === '0' ? '1' : '0';
    }
    if (outcome(G) === undefined) positions.push({ G, toMove });
  }
  return positions;
}

export default async function bench(): Promise<BenchFigure[]> {
  const random = seededRandom(1);
  const opening: Position = { G: position(['....', '....', '....', '....']), toMove: '0' };
  const midgame = randomPositions(40, 99);
  const reply = (level: string, { G, toMove }: Position) =>
    aiConfig.chooseMove({ view: G, ctx: {} as never, playerID: toMove, level, random });
  const figures: BenchFigure[] = [];
  for (const { key } of aiConfig.levels) {
    figures.push(await measure(`tictactoeplus AI ${key}: opening move`, 20, () => reply(key, opening)));
    figures.push(
      await measure(`tictactoeplus AI ${key}: reply, random positions`, midgame.length, (run) =>
        reply(key, midgame[Math.max(run, 0)]!),
      ),
    );
  }
  return figures;
}
