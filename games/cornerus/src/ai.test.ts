import { playerViewFor, playSeries, randomPlayer, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { game } from './game';

describe('cornerus AI', () => {
  it('offers easy and hard', () => {
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'hard']);
  });

  it.each([2, 3, 4])('returns a legal placement at every level from seeded random positions (%i players)', async (numPlayers) => {
    for (const [index, { G, ctx }] of randomPositions(game, { count: 6, numPlayers, seed: 3 }).entries()) {
      // The site asks a computer seat only when it may act: the one seat that may, and it has a move.
      const acting = seatsThatMayAct(ctx);
      expect(acting).toHaveLength(1);
      const playerID = acting[0]!;
      const view = playerViewFor(game, G, ctx, playerID) as typeof G;
      const legal = game.ai!.enumerate(G, ctx, playerID);
      expect(legal.length).toBeGreaterThan(0);
      for (const level of ['easy', 'hard']) {
        const move = await aiConfig.chooseMove({ view, ctx, playerID, level, random: seededRandom(index) });
        expect(legal).toContainEqual(move);
      }
    }
  });

  it('easy beats a random player', async () => {
    const report = await playSeries({
      game,
      player: { ai: aiConfig, level: 'easy' },
      opponent: { ai: randomPlayer(game), level: 'random' },
      games: 4,
    });
    expect(report.unfinished).toBe(0);
    expect(report.wins).toBe(4);
  });
  // Hard against easy depends on the time hard gets (900 ms a move): measured in bench/ai.bench.ts.
});
