import { playSeries, randomPlayer, randomPositions, seededRandom, type AiConfig, type Contender } from '@tabula/game-kit';
import { AI_LEVELS, aiConfig } from './ai';
import { game } from './game';
import { otherSeat, storeHole } from './holes';
import { choosePit, WIN } from './search';
import { legalPits, sow } from './sowing';
import { position } from './testPositions';
import type { MancalaState, Seat } from './types';

const random: Contender = { ai: randomPlayer(game), level: 'random' };
const level = (key: string): Contender => ({ ai: aiConfig, level: key });

/** The same search as hard, with a budget small enough for a unit test. */
const deeper: AiConfig<MancalaState> = {
  levels: [{ key: 'deeper', labelKey: 'ai.hard' }],
  defaultLevel: 'deeper',
  chooseMove: ({ view, random: draw }) => ({
    move: 'sowPit',
    args: [choosePit(view.holes, view.toMove, { depth: 12, nodes: 40_000, noise: 0 }, draw).pit],
  }),
};

function choose(G: MancalaState, key: string, seed: number) {
  return aiConfig.chooseMove({
    view: G,
    ctx: { currentPlayer: G.toMove } as never,
    playerID: G.toMove,
    level: key,
    random: seededRandom(seed),
  });
}

describe('mancala AI', () => {
  it('offers easy, medium and hard, medium by default', () => {
    expect(aiConfig.levels.map((l) => l.key)).toEqual(['easy', 'medium', 'hard']);
    expect(aiConfig.defaultLevel).toBe('medium');
    expect(AI_LEVELS.hard.depth).toBeGreaterThan(AI_LEVELS.medium.depth);
  });

  it('returns a legal move for the seat to move, at every level, from seeded random positions', () => {
    for (const [index, { G, ctx }] of randomPositions(game, { count: 12, seed: 5 }).entries()) {
      const legal = game.ai!.enumerate(G, ctx, ctx.currentPlayer);
      for (const key of ['easy', 'medium']) expect(legal).toContainEqual(choose(G, key, index));
      if (index % 6 === 0) expect(legal).toContainEqual(choose(G, 'hard', index));
    }
  });

  it('takes a large capture, for either seat', () => {
    // Pit 0's one seed falls in the empty pit 1, facing 12 seeds; no sowing earns an extra turn.
    const first = position({ pits: { '0': [1, 0, 3, 2, 3, 3], '1': [2, 2, 2, 2, 12, 2] }, stores: { '0': 5, '1': 5 } });
    const second = position({
      pits: { '0': [2, 2, 2, 2, 12, 2], '1': [1, 0, 3, 2, 3, 3] },
      stores: { '0': 5, '1': 5 },
      toMove: '1',
    });
    for (const key of ['easy', 'medium', 'hard']) {
      expect(choose(first, key, 2)).toEqual({ move: 'sowPit', args: [0] });
      expect(choose(second, key, 2)).toEqual({ move: 'sowPit', args: [0] });
    }
  });

  it('hard plays small endgames perfectly (checked against a full game tree through the rules)', () => {
    const draw = seededRandom(17);
    for (let sample = 0; sample < 20; sample += 1) {
      const G = smallEndgame(draw);
      const choice = choosePit(G.holes, G.toMove, AI_LEVELS.hard, seededRandom(sample));
      expect({ sample, value: choice.value }).toEqual({ sample, value: exactValue(G.holes, G.toMove) });
      expect(exactValue(sow(G.holes, G.toMove, choice.pit).holes, G.toMove, sow(G.holes, G.toMove, choice.pit))).toBe(
        choice.value,
      );
    }
  });

  it('easy and medium beat a random player; medium beats easy; a deeper search beats medium', async () => {
    const easy = await playSeries({ game, player: level('easy'), opponent: random, games: 10 });
    expect(easy.wins).toBeGreaterThanOrEqual(8);
    const medium = await playSeries({ game, player: level('medium'), opponent: random, games: 10 });
    expect(medium.wins).toBe(10);
    const mediumVsEasy = await playSeries({ game, player: level('medium'), opponent: level('easy'), games: 10 });
    expect(mediumVsEasy.wins).toBeGreaterThanOrEqual(7);
    const deep = await playSeries({ game, player: { ai: deeper, level: 'deeper' }, opponent: level('medium'), games: 4 });
    expect(deep.wins).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

/** A position with 3 to 8 seeds left in the pits, both sides holding some, and the rest in the stores. */
function smallEndgame(draw: () => number): MancalaState {
  const pits: Record<Seat, number[]> = { '0': [0, 0, 0, 0, 0, 0], '1': [0, 0, 0, 0, 0, 0] };
  const seeds = 3 + Math.floor(draw() * 6);
  pits['0'][Math.floor(draw() * 6)]! += 1;
  pits['1'][Math.floor(draw() * 6)]! += 1;
  for (let seed = 2; seed < seeds; seed += 1) pits[draw() < 0.5 ? '0' : '1'][Math.floor(draw() * 6)]! += 1;
  const store0 = Math.floor(draw() * (48 - seeds));
  return position({ pits, stores: { '0': store0, '1': 48 - seeds - store0 }, toMove: draw() < 0.5 ? '0' : '1' });
}

/**
 * The value of a position for \`seat\` with both sides playing perfectly, by plain minimax over every
 * sowing to the end of the game, with the rules' own \`sow\` (WIN plus the margin for a win).
 * With \`played\`, the value after that sowing was made from \`holes\`.
 */
function exactValue(holes: number[], seat: Seat, played?: ReturnType<typeof sow>): number {
  if (played) return played.over ? finalValue(played.holes, seat) : perfectValue(played.holes, played.toMove, seat);
  return perfectValue(holes, seat, seat);
}

function perfectValue(holes: number[], mover: Seat, seat: Seat): number {
  const values = legalPits(holes, mover).map((pit) => {
    const next = sow(holes, mover, pit);
    return next.over ? finalValue(next.holes, seat) : perfectValue(next.holes, next.toMove, seat);
  });
  return mover === seat ? Math.max(...values) : Math.min(...values);
}

function finalValue(holes: number[], seat: Seat): number {
  const margin = holes[storeHole(seat)]! - holes[storeHole(otherSeat(seat))]!;
  return margin === 0 ? 0 : Math.sign(margin) * WIN + margin;
}
