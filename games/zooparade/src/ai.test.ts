import { playerViewFor, playMatch, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { ZooParadeView } from './view';

describe('the computer players', () => {
  it.each(['plain', 'convention'])('%s offers only legal moves, from its own view', async (level) => {
    for (const numPlayers of [2, 5]) {
      for (const { G, ctx } of randomPositions(game, { count: 15, numPlayers, seed: numPlayers })) {
        const seat = seatsThatMayAct(ctx)[0];
        if (seat === undefined || ctx.gameover !== undefined) continue;
        const view = playerViewFor(game, G, ctx, seat) as ZooParadeView;
        const move = await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(1) });
        expect(enumerateMoves(G, ctx, seat)).toContainEqual({ move: move.move, args: move.args });
      }
    }
  });

  it('a table of convention players scores more than a table without it (4 seeded matches, 3 players)', async () => {
    const total = async (level: string) => {
      let sum = 0;
      for (let match = 0; match < 4; match += 1) {
        const seats = Array.from({ length: 3 }, () => ({ ai: aiConfig, level }));
        const report = await playMatch({ game, seats, random: seededRandom(match + 1), seed: `ai-test-${match}` });
        expect(report.result).toBeDefined();
        sum += report.result?.scores?.['0'] ?? 0;
      }
      return sum;
    };
    expect(await total('convention')).toBeGreaterThan(await total('plain'));
  });
});
