import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';

const COUNTS = [2, 3, 4, 5];

describe('seeded random playouts through ai.enumerate', () => {
  it.each(COUNTS)('plays to the end at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2, 3]) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 400 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({ reason: expect.stringMatching(/outOfLives|finalRound|perfect/) });
    }
  });
});

describe('hidden information', () => {
  it.each(COUNTS)(
    'shows no seat its own cards, nobody the deck and a spectator no hand before the end (%i players)',
    (numPlayers) => {
      const leaks = findLeaks(game, { numPlayers, seeds: [1, 2], secretsFor, maxMoves: 300 });
      expect(leaks).toEqual([]);
    },
  );

  it('finds a leak when a view carries the seat\u2019s own cards (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        leakedHands: context.G.hands,
      }),
    };
    const leaks = findLeaks(leaky, { numPlayers: 3, seeds: [1], secretsFor, maxMoves: 5 });
    expect(leaks.some((leak) => leak.viewer === '0')).toBe(true);
    expect(leaks.some((leak) => leak.viewer === null)).toBe(true);
  });

  it('runs every move on the server only (they draw from the secret deck)', () => {
    for (const name of ['play', 'discard', 'hint'] as const) expect(game.moves![name]).toMatchObject({ client: false });
  });
});
