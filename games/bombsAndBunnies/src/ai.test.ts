import { playerViewFor, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { table } from './testTable';
import type { BombsAndBunniesView } from './view';

describe('Bombs & Bunnies computer player', () => {
  it.each([2, 4, 6])('always chooses a legal move from its seat\u2019s view, at every level (%i players)', async (numPlayers) => {
    const positions = randomPositions(game, { count: 12, numPlayers, seed: numPlayers });
    for (const [index, { G, ctx }] of positions.entries()) {
      for (const seat of seatsThatMayAct(ctx)) {
        const view = playerViewFor(game, G, ctx, seat) as BombsAndBunniesView;
        const legal = enumerateMoves(G, ctx, seat);
        for (const level of ['easy', 'normal']) {
          const move = await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index) });
          expect(legal).toContainEqual(move);
        }
      }
    }
  });

  it('decides from its seat\u2019s view alone: the others\u2019 cards placed differently give the same choice', async () => {
    const choose = async (stacks: Array<Array<'bunny' | 'bomb'>>) => {
      const t = table({ hands: [['bunny', 'bomb'], ['bunny'], ['bunny']], stacks: [['bunny'], ...stacks] });
      return aiConfig.chooseMove({
        view: t.viewOf('0'),
        ctx: t.state().ctx,
        playerID: '0',
        level: 'normal',
        random: seededRandom(3),
      });
    };
    expect(await choose([['bomb'], ['bunny']])).toEqual(await choose([['bunny'], ['bomb']]));
  });

  it('never opens a bet with its own bomb down while it still has cards to place', async () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const t = table({ hands: [['bunny', 'bunny'], ['bunny'], ['bunny']], stacks: [['bomb'], ['bunny'], ['bunny']] });
      const move = await aiConfig.chooseMove({
        view: t.viewOf('0'),
        ctx: t.state().ctx,
        playerID: '0',
        level: 'normal',
        random: seededRandom(seed),
      });
      expect(move.move).toBe('place');
    }
  });

  it('flips another stack once its own is done, and gives up a bunny when it holds three', async () => {
    const t = table({
      hands: [[], ['bunny', 'bunny'], ['bunny', 'bunny']],
      stacks: [['bunny'], ['bunny', 'bomb'], ['bunny', 'bunny']],
      state: { step: 'revealing', bet: { seat: '0', amount: 3 }, passed: ['1', '2'], flips: [{ seat: '0', kind: 'bunny' }] },
    });
    const flip = await aiConfig.chooseMove({
      view: t.viewOf('0'),
      ctx: t.state().ctx,
      playerID: '0',
      level: 'normal',
      random: seededRandom(1),
    });
    expect(['1', '2']).toContain(flip.args[0]);
    const own = table({
      hands: [['bunny', 'bunny', 'bunny', 'bomb'], [], []],
      stacks: [[], ['bunny'], ['bunny']],
      state: {
        step: 'penalty',
        bet: { seat: '0', amount: 1 },
        flips: [{ seat: '0', kind: 'bomb' }],
        penalty: { challenger: '0', bombOwner: '0' },
      },
    });
    const loss = await aiConfig.chooseMove({
      view: own.viewOf('0'),
      ctx: own.state().ctx,
      playerID: '0',
      level: 'normal',
      random: seededRandom(1),
    });
    expect(loss).toEqual({ move: 'discard', args: ['bunny'] });
  });
});
