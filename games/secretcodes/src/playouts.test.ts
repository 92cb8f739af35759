import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';

const COUNTS = [2, 3, 4, 5, 8, 12, 20];

describe('seeded random playouts through ai.enumerate', () => {
  it.each(COUNTS)('plays to the end at %i players, every offered move accepted', (numPlayers) => {
    for (const seed of [1, 2]) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 4000 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });

  it('plays with unlimited guesses and a custom list', () => {
    const words = Array.from({ length: 30 }, (_, i) => `Word${String.fromCharCode(97 + (i % 26))}${i}`).join('\n');
    const report = randomPlayout(game, {
      numPlayers: 4,
      seed: 3,
      maxMoves: 4000,
      setupData: { words: 'custom', customWords: words, guesses: 'unlimited' },
    });
    expect(report.rejected).toEqual([]);
    expect(report.gameover).toBeDefined();
  });
});

describe('hidden information', () => {
  it.each([2, 3, 4, 20])('shows no guesser or spectator what an unrevealed card is (%i players)', (numPlayers) => {
    const leaks = findLeaks(game, { numPlayers, seeds: [1, 2], secretsFor, maxMoves: 2000 });
    expect(leaks).toEqual([]);
  });
});
