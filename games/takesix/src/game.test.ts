import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';

/** The game with the room option of a single deal (randomPlayout takes no setup data). */
const oneDeal = {
  ...game,
  setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, { length: 'oneDeal' }),
};
import { secretsFor } from './secrets';

const COUNTS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('seeded random playouts through ai.enumerate', () => {
  it.each(COUNTS)('plays a single deal to its end at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2]) {
      const report = randomPlayout(oneDeal, { numPlayers, seed, maxMoves: 400 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({ reason: 'dealPlayed' });
    }
  });

  it.each([2, 5, 10])('plays deals until a total reaches 66 at %i players', (numPlayers) => {
    const report = randomPlayout(game, { numPlayers, seed: 7, maxMoves: 3000 });
    expect(report.rejected).toEqual([]);
    const result = report.gameover as { reason: string; scores: Record<string, number> };
    expect(result.reason).toBe('reached66');
    expect(Math.max(...Object.values(result.scores))).toBeGreaterThanOrEqual(66);
  });
});

describe('hidden information', () => {
  it.each([2, 5])(
    'shows no seat or spectator another hand, the undealt cards or a pick before the reveal (%i players)',
    (numPlayers) => {
      const leaks = findLeaks(game, { numPlayers, seeds: [1], secretsFor, maxMoves: 200, setupData: { length: 'oneDeal' } });
      expect(leaks).toEqual([]);
    },
  );

  it('shows nothing secret over several deals to 66 (2 players)', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: [3], secretsFor, maxMoves: 200 });
    expect(leaks).toEqual([]);
  });

  it('finds a leak when a view carries another seat\u2019s pick (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        leakedPicks: context.G.picks.picks,
      }),
    };
    const leaks = findLeaks(leaky, { numPlayers: 3, seeds: [1], secretsFor, maxMoves: 20 });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('declares the pick a secret answer run on the server, and every other move server-only', () => {
    expect(game.moves!.pick).toMatchObject({ client: false, redact: true, ignoreStaleStateID: true });
    expect(game.moves!.chooseRow).toMatchObject({ client: false });
    expect(game.moves!.nextDeal).toMatchObject({ client: false, ignoreStaleStateID: true });
  });
});
