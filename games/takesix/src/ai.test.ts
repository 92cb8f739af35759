import type { PlayerID } from 'boardgame.io';
import { playerViewFor, playMatch, randomPlayer, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { unseenCards } from './expectedBullheads';
import { game } from './game';
import { table } from './testTable';
import type { TakeSixView } from './view';

const LEVELS = ['easy', 'normal', 'hard'];

describe('Take 6! computer player', () => {
  it.each([2, 5, 10])('always chooses a legal move, at every level (%i players)', async (numPlayers) => {
    const positions = randomPositions(game, { count: 12, numPlayers, seed: numPlayers });
    for (const [index, { G, ctx }] of positions.entries()) {
      for (const seat of seatsThatMayAct(ctx)) {
        const view = playerViewFor(game, G, ctx, seat) as TakeSixView;
        const legal = enumerateMoves(G, ctx, seat);
        for (const level of LEVELS) {
          const move = await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index) });
          expect(legal).toContainEqual(move);
        }
      }
    }
  });

  it('counts as unseen only what its seat has not seen: not its hand, the rows or the cards taken', () => {
    const { viewOf } = table({
      hands: [
        [3, 27],
        [50, 51],
      ],
      rows: [[10], [20], [30], [40]],
      undealt: [60, 61],
      takenCards: [[5], []],
    });
    const unseen = unseenCards(viewOf('0'), '0');
    expect(unseen).toHaveLength(104 - 2 - 4 - 1);
    expect(unseen).toContain(50);
    expect(unseen).not.toContain(27);
    expect(unseen).not.toContain(5);
  });

  it('decides from its seat\u2019s view alone: other hands dealt differently give the same choice', async () => {
    const first = table({
      hands: [
        [9, 24, 41, 66, 90],
        [12, 33, 55, 70, 101],
      ],
      rows: [[10], [20, 21], [40], [80]],
      undealt: [60, 61],
    });
    const second = table({
      hands: [
        [9, 24, 41, 66, 90],
        [60, 61, 55, 70, 101],
      ],
      rows: [[10], [20, 21], [40], [80]],
      undealt: [12, 33],
    });
    const choose = (view: TakeSixView, ctx: typeof first extends { state: () => { ctx: infer C } } ? C : never) =>
      aiConfig.chooseMove({ view, ctx, playerID: '0', level: 'hard', random: seededRandom(5) });
    const a = await choose(first.viewOf('0'), first.state().ctx);
    const b = await choose(second.viewOf('0'), second.state().ctx);
    expect(a).toEqual(b);
  });

  it('picks at random at the easy level, and by the expected bullheads at the normal level', async () => {
    const { viewOf, state } = table({
      hands: [
        [9, 24, 41, 66, 90],
        [12, 33, 55, 70, 101],
      ],
      rows: [[10], [20, 21], [40], [80]],
    });
    const choices = async (level: string) => {
      const cards = new Set<number>();
      for (let seed = 1; seed <= 12; seed += 1) {
        const move = await aiConfig.chooseMove({
          view: viewOf('0'),
          ctx: state().ctx,
          playerID: '0',
          level,
          random: seededRandom(seed),
        });
        cards.add((move.args[1] as { card: number }).card);
      }
      return cards;
    };
    expect((await choices('easy')).size).toBeGreaterThan(2);
    // 41 follows 40 safely and 24 follows 21; 90 follows 80: normal keeps to the safe cards.
    expect([...(await choices('normal'))].every((card) => [24, 41, 90].includes(card))).toBe(true);
  });

  it('takes the row with the fewest bullheads for a card below every row', async () => {
    const { pickAll, state, viewOf } = table({
      hands: [
        [3, 95],
        [50, 96],
      ],
      rows: [[10, 11], [21], [30, 35], [45]],
    });
    pickAll([3, 50]);
    const move = await aiConfig.chooseMove({
      view: viewOf('0'),
      ctx: state().ctx,
      playerID: '0',
      level: 'easy',
      random: seededRandom(1),
    });
    expect(move).toEqual({ move: 'chooseRow', args: [1] });
  });

  it('takes fewer bullheads at the normal level than the random players it sits with (single deals, four players)', async () => {
    const random = randomPlayer(game);
    let mine = 0;
    let theirs = 0;
    for (let match = 0; match < 16; match += 1) {
      const seat: PlayerID = String(match % 4);
      const seats = Array.from({ length: 4 }, (_, i) =>
        String(i) === seat ? { ai: aiConfig, level: 'normal' } : { ai: random, level: 'random' },
      );
      const report = await playMatch({
        game,
        seats,
        random: seededRandom(match + 1),
        seed: `ai-${match}`,
        setupData: { length: 'oneDeal' },
      });
      const scores = (report.result as { scores: Record<PlayerID, number> }).scores;
      mine += scores[seat]!;
      theirs += (Object.values(scores).reduce((sum, value) => sum + value, 0) - scores[seat]!) / 3;
    }
    expect(mine).toBeLessThan(theirs * 0.8);
  });
});
