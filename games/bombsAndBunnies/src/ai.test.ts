import { playerViewFor, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { bombChance } from './odds';
import { type TableSpec, table } from './testTable';
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

  it('against one opponent, never opens a bet with its own bomb down while it still has cards to place', async () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const t = table({
        hands: [
          ['bunny', 'bunny'],
          ['bunny', 'bunny'],
        ],
        stacks: [['bomb'], ['bunny']],
      });
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

  const normalMove = (spec: TableSpec, seat = '0', seed = 1) => {
    const t = table(spec);
    return aiConfig.chooseMove({
      view: t.viewOf(seat),
      ctx: t.state().ctx,
      playerID: seat,
      level: 'normal',
      random: seededRandom(seed),
    });
  };

  it('opens with exactly the bunnies of its own stack: the bet it is sure to meet', async () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const move = await normalMove(
        {
          hands: [
            ['bunny', 'bomb'],
            ['bunny', 'bunny', 'bomb'],
            ['bunny', 'bunny'],
          ],
          stacks: [['bunny', 'bunny'], ['bunny'], ['bunny', 'bomb']],
        },
        '0',
        seed,
      );
      expect(move).toEqual({ move: 'bet', args: [2] });
    }
  });

  it('passes when the bet asks for more flips than the other stacks can safely give', async () => {
    const move = await normalMove({
      hands: [['bunny', 'bunny', 'bomb'], []],
      stacks: [['bunny'], ['bunny', 'bunny', 'bunny', 'bomb']],
      toAct: '0',
      state: { step: 'betting', bet: { seat: '1', amount: 3 }, passed: [] },
    });
    expect(move).toEqual({ move: 'pass', args: [] });
  });

  it('raises, at least to its own bunnies, when they cover the next bet', async () => {
    const move = await normalMove({
      hands: [['bomb'], ['bunny', 'bunny', 'bomb']],
      stacks: [['bunny', 'bunny', 'bunny'], ['bunny']],
      toAct: '0',
      state: { step: 'betting', bet: { seat: '1', amount: 2 }, passed: [] },
    });
    expect(move.move).toBe('bet');
    expect(move.args[0]).toBeGreaterThanOrEqual(3);
  });

  it('judges a seat that showed its bomb in earlier rounds likelier to hide it, and flips the other stack', async () => {
    const spec: TableSpec = {
      hands: [[], ['bunny', 'bunny'], ['bunny', 'bunny']],
      stacks: [['bunny'], ['bunny', 'bomb'], ['bunny', 'bunny']],
      state: {
        step: 'revealing',
        bet: { seat: '0', amount: 2 },
        passed: ['1', '2'],
        flips: [{ seat: '0', kind: 'bunny' }],
        log: [
          { key: 'roundStarted', seat: '0', values: { number: 1 } },
          { key: 'flippedBomb', seat: '1' },
          { key: 'flippedBomb', seat: '1' },
          { key: 'roundStarted', seat: '1', values: { number: 3 } },
        ],
      },
    };
    const view = table(spec).viewOf('0');
    expect(bombChance(view, '1')).toBeGreaterThan(bombChance(view, '2'));
    expect(await normalMove(spec)).toEqual({ move: 'flip', args: ['2'] });
  });

  it('at a table of four, with its bomb on top, opens low as a bluff instead of covering the bomb', async () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const move = await normalMove(
        {
          hands: [['bunny', 'bunny', 'bunny'], ['bunny'], ['bunny'], ['bunny']],
          stacks: [['bomb'], ['bunny'], ['bunny'], ['bunny']],
        },
        '0',
        seed,
      );
      expect(move).toEqual({ move: 'bet', args: [1] });
    }
  });
});
