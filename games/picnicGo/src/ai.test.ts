import type { PlayerID } from 'boardgame.io';
import { playerViewFor, playMatch, randomPlayer, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { CHICKEN, EGGS, FORK, MAYO, PIZZA, SANDWICH1, SANDWICH3 } from './testCards';
import { table } from './testTable';
import type { PicnicGoView } from './view';

const LEVELS = ['easy', 'normal'];

const chosen = async (view: PicnicGoView, ctx: Parameters<typeof aiConfig.chooseMove>[0]['ctx'], level = 'normal', seed = 1) =>
  (await aiConfig.chooseMove({ view, ctx, playerID: '0', level, random: seededRandom(seed) })).args[1];

describe('Picnic Go computer player', () => {
  it.each([2, 3, 5])('always chooses a legal move, at every level (%i players)', async (numPlayers) => {
    const positions = randomPositions(game, { count: 12, numPlayers, seed: numPlayers });
    for (const [index, { G, ctx }] of positions.entries()) {
      for (const seat of seatsThatMayAct(ctx)) {
        const view = playerViewFor(game, G, ctx, seat) as PicnicGoView;
        const legal = enumerateMoves(G, ctx, seat);
        for (const level of LEVELS) {
          const move = await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index) });
          expect(legal).toContainEqual(move);
        }
      }
    }
  });

  it('completes a set: the second egg, the third fried chicken', async () => {
    const eggs = table({
      hands: [
        [EGGS[1]!, SANDWICH1[0]!, PIZZA[0]!],
        [EGGS[2]!, CHICKEN[3]!, MAYO[0]!],
      ],
      played: [[EGGS[0]!], []],
    });
    expect(await chosen(eggs.viewOf('0'), eggs.state().ctx)).toEqual({ cards: [EGGS[1]] });
    const chicken = table({
      hands: [
        [CHICKEN[2]!, SANDWICH3[0]!, PIZZA[0]!],
        [EGGS[2]!, CHICKEN[3]!, MAYO[0]!],
      ],
      played: [[CHICKEN[0]!, CHICKEN[1]!], []],
    });
    expect(await chosen(chicken.viewOf('0'), chicken.state().ctx)).toEqual({ cards: [CHICKEN[2]] });
  });

  it('puts a beef sandwich on its waiting mayo, and uses its fork for a mayo and a beef sandwich together', async () => {
    const onMayo = table({
      hands: [
        [SANDWICH3[0]!, PIZZA[0]!, EGGS[0]!],
        [EGGS[2]!, CHICKEN[3]!, MAYO[1]!],
      ],
      played: [[MAYO[0]!], []],
    });
    expect(await chosen(onMayo.viewOf('0'), onMayo.state().ctx)).toEqual({ cards: [SANDWICH3[0]] });
    const fork = table({
      hands: [
        [SANDWICH3[0]!, MAYO[0]!, SANDWICH1[0]!, CHICKEN[0]!],
        [EGGS[2]!, CHICKEN[3]!, MAYO[1]!, PIZZA[1]!],
      ],
      played: [[FORK[0]!], []],
    });
    expect(await chosen(fork.viewOf('0'), fork.state().ctx)).toEqual({ cards: [SANDWICH3[0], MAYO[0]] });
  });

  it('decides from its seat\u2019s view alone: other hands dealt differently give the same choice', async () => {
    const first = table({
      hands: [
        [EGGS[1]!, SANDWICH1[0]!, PIZZA[0]!],
        [EGGS[2]!, CHICKEN[3]!, MAYO[0]!],
      ],
      undealt: [PIZZA[5]!],
    });
    const second = table({
      hands: [
        [EGGS[1]!, SANDWICH1[0]!, PIZZA[0]!],
        [PIZZA[5]!, CHICKEN[3]!, MAYO[0]!],
      ],
      undealt: [EGGS[2]!],
    });
    expect(await chosen(first.viewOf('0'), first.state().ctx)).toEqual(await chosen(second.viewOf('0'), second.state().ctx));
  });

  it('scores more at the normal level than the random players it sits with (three players)', async () => {
    const random = randomPlayer(game);
    let mine = 0;
    let theirs = 0;
    for (let match = 0; match < 6; match += 1) {
      const seat: PlayerID = String(match % 3);
      const seats = Array.from({ length: 3 }, (_, i) =>
        String(i) === seat ? { ai: aiConfig, level: 'normal' } : { ai: random, level: 'random' },
      );
      const report = await playMatch({ game, seats, random: seededRandom(match + 1), seed: `ai-${match}` });
      const scores = (report.result as { scores: Record<PlayerID, number> }).scores;
      mine += scores[seat]!;
      theirs += (Object.values(scores).reduce((sum, value) => sum + value, 0) - scores[seat]!) / 2;
    }
    expect(mine).toBeGreaterThan(theirs * 1.2);
  });
});
