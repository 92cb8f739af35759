import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';

describe('seeded random playouts through ai.enumerate', () => {
  it.each([2, 3, 4, 5])('plays three rounds to the end at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2]) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 400 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toMatchObject({ reason: 'threeRounds' });
    }
  });
});

describe('hidden information', () => {
  it.each([2, 3, 5])(
    'shows no seat or spectator another hand, the undealt cards or a pick before the reveal (%i players)',
    (numPlayers) => {
      const leaks = findLeaks(game, { numPlayers, seeds: [1], secretsFor, maxMoves: 400 });
      expect(leaks).toEqual([]);
    },
  );

  it('finds a leak when a view carries the undealt cards (the harness can fail)', () => {
    const leaky = {
      ...game,
      playerView: (context: Parameters<NonNullable<typeof game.playerView>>[0]) => ({
        ...(game.playerView!(context) as object),
        undealtCards: context.G.undealtCards,
      }),
    };
    const leaks = findLeaks(leaky, { numPlayers: 3, seeds: [1], secretsFor, maxMoves: 20 });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('declares the pick a secret answer run on the server, and "Ready" an answer', () => {
    expect(game.moves!.pick).toMatchObject({ client: false, redact: true, ignoreStaleStateID: true });
    expect(game.moves!.ready).toMatchObject({ client: false, ignoreStaleStateID: true });
  });
});
