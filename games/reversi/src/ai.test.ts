import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig, bestSquares, type AiLevelKey } from './ai';
import { CORNERS } from './geometry';
import { colourOf, initialState, legalSquares, place } from './rules';
import { stateFrom } from './testBoards';
import type { Colour, ReversiState } from './types';

const LEVELS: AiLevelKey[] = ['easy', 'medium', 'hard'];
const ctx = {} as never;

/** A position reached by `plies` random legal placements from the start; returns the seat to move. */
function randomPosition(players: number, plies: number, random: () => number): { G: ReversiState; seat: string } {
  const G = initialState(players);
  let seat = 0;
  for (let ply = 0; ply < plies; ply += 1) {
    const legal = legalSquares(G.cells, seat as Colour);
    place(G.cells, legal[Math.floor(random() * legal.length)]!, seat as Colour);
    seat = (seat + 1) % players;
  }
  return { G, seat: String(seat) };
}

describe('reversi AI', () => {
  it('offers the three levels with locale keys', () => {
    expect(aiConfig.levels.map((l) => l.key)).toEqual(LEVELS);
    expect(aiConfig.levels.map((l) => l.labelKey)).toEqual(['ai.easy', 'ai.medium', 'ai.hard']);
    expect(LEVELS).toContain(aiConfig.defaultLevel);
  });

  it.each(LEVELS.flatMap((level) => [2, 3, 4].map((players) => [level, players] as const)))(
    '%s returns a legal placement from seeded random %i-player positions, for any seat',
    (level, players) => {
      const random = seededRandom(players * 100 + level.length);
      const positions = level === 'hard' ? 12 : 40;
      for (let i = 0; i < positions; i += 1) {
        const { G, seat } = randomPosition(players, Math.floor(random() * 60), random);
        const move = aiConfig.chooseMove({ view: G, ctx, playerID: seat, level, random }) as { move: string; args: number[] };
        expect(move.move).toBe('placeDisc');
        expect(legalSquares(G.cells, colourOf(seat))).toContain(move.args[0]);
      }
    },
  );

  // Seat 0 can capture towards the top-left corner, or play quieter captures in the middle.
  const cornerChance = (players: number) =>
    stateFrom(
      `
      ........
      .1......
      ..1.....
      ...0110.
      ...110..
      ........
      ........
      ........`,
      players,
    );

  it.each(LEVELS.flatMap((level) => [2, 3, 4].map((players) => [level, players] as const)))(
    '%s takes an available corner (%i players)',
    (level, players) => {
      const G = cornerChance(players);
      expect(legalSquares(G.cells, 0)).toContain(CORNERS[0]);
      expect(legalSquares(G.cells, 0).length).toBeGreaterThan(2);
      for (let seed = 1; seed <= 3; seed += 1) {
        const move = aiConfig.chooseMove({ view: G, ctx, playerID: '0', level, random: seededRandom(seed) });
        expect(move).toEqual({ move: 'placeDisc', args: [CORNERS[0]] });
      }
    },
  );

  it('is deterministic for a seed and uses the seeded random only to break ties', () => {
    const opening = initialState(2);
    const { squares } = bestSquares(opening, 0, 'easy');
    const picks = new Set<number>();
    for (let seed = 1; seed <= 20; seed += 1) {
      const a = aiConfig.chooseMove({ view: opening, ctx, playerID: '0', level: 'easy', random: seededRandom(seed) }) as {
        args: number[];
      };
      const b = aiConfig.chooseMove({ view: opening, ctx, playerID: '0', level: 'easy', random: seededRandom(seed) }) as {
        args: number[];
      };
      expect(a).toEqual(b);
      expect(squares).toContain(a.args[0]);
      picks.add(a.args[0]!);
    }
    expect(picks.size).toBe(squares.length);
  });

  it('beats the easy level as hard in seeded 2-player games', () => {
    let hardWins = 0;
    for (let seed = 1; seed <= 2; seed += 1) {
      const random = seededRandom(seed);
      const G = initialState(2);
      for (let ply = 0; ply < 60; ply += 1) {
        const seat = String(ply % 2);
        const level = ply < 2 ? 'easy' : seat === String(seed % 2) ? 'hard' : 'easy';
        const move = aiConfig.chooseMove({ view: G, ctx, playerID: seat, level, random }) as { args: number[] };
        place(G.cells, move.args[0]!, colourOf(seat));
      }
      const hard = G.cells.filter((c) => c === seed % 2).length;
      const easy = G.cells.filter((c) => c === 1 - (seed % 2)).length;
      if (hard > easy) hardWins += 1;
    }
    expect(hardWins).toBe(2);
  });

  it('as hard, out-scores two easy opponents in seeded 3-player games', () => {
    let hardWins = 0;
    for (let seed = 1; seed <= 3; seed += 1) {
      const random = seededRandom(seed);
      const G = initialState(3);
      for (let ply = 0; ply < 60; ply += 1) {
        const seat = String(ply % 3);
        const level = ply >= 3 && seat === '0' ? 'hard' : 'easy';
        const move = aiConfig.chooseMove({ view: G, ctx, playerID: seat, level, random }) as { args: number[] };
        place(G.cells, move.args[0]!, colourOf(seat));
      }
      const counts = [0, 1, 2].map((colour) => G.cells.filter((c) => c === colour).length);
      if (counts[0]! > Math.max(counts[1]!, counts[2]!)) hardWins += 1;
    }
    expect(hardWins).toBeGreaterThanOrEqual(2);
  });
});
