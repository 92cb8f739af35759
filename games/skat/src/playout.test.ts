import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';

// randomPlayout's client applies the game's playerView, so each seat would be enumerated from the
// last mover's view; the driver sees the full state, as findLeaks' does.
const driver = { ...game, playerView: undefined };

describe('skat seeded playouts', () => {
  it('plays seeded random matches through ai.enumerate to the end, no move refused', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const report = randomPlayout(driver, { numPlayers: 3, seed, maxMoves: 3000 });
      expect({ seed, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
        seed,
        rejected: [],
        ended: true,
      });
    }
  });

  it('plays a full match of 3 deals', () => {
    const report = randomPlayout(driver, { numPlayers: 3, seed: 5, maxMoves: 3000, setupData: { deals: 3 } });
    expect(report.rejected).toEqual([]);
    expect(report.gameover).toBeDefined();
  });

  it('sends no seat and no spectator a card it may not see', () => {
    const leaks = findLeaks(game, { numPlayers: 3, seeds: [1, 2, 3, 4, 5, 6], secretsFor: game.secrets!, maxMoves: 400 });
    expect(leaks).toEqual([]);
  });
});
