import type { Ctx } from 'boardgame.io';
import { findLeaks, randomPlayout, secretsSeenIn } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { dealState } from './testState';
import { playerView } from './view';

// Matches of four deals (random players may still quit between deals).
const fourDeals = {
  ...game,
  setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, { deals: 4 }),
};

describe('seeded random matches through ai.enumerate', () => {
  it.each([3, 4])('plays %i-player matches to the end with no refused move', (numPlayers) => {
    for (let seed = 1; seed <= 8; seed += 1) {
      for (const rules of [game, fourDeals]) {
        const report = randomPlayout(rules, { numPlayers, seed, maxMoves: 2000 });
        expect({ seed, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
          seed,
          rejected: [],
          ended: true,
        });
      }
    }
  });

  it.each([3, 4])('leaks no hand and no partner to any seat or spectator (%i players)', (numPlayers) => {
    const leaks = findLeaks(game, {
      numPlayers,
      seeds: [1, 2, 3, 4, 5, 6, 7, 8],
      secretsFor,
      maxMoves: 400,
      setupData: { deals: 2 },
    });
    expect(leaks).toEqual([]);
  });

  it("would catch a view that told the partner, or another seat's hand", () => {
    const G = dealState({
      hands: [
        'A-leaves 10-leaves K-leaves 9-leaves 8-leaves A-bells 7-hearts O-bells',
        'O-acorns O-leaves U-acorns A-hearts 10-hearts 7-leaves 7-acorns 8-acorns',
        'O-hearts U-leaves U-hearts K-hearts 9-hearts A-acorns 10-acorns K-acorns',
        'U-bells 8-hearts 9-acorns 10-bells K-bells 9-bells 8-bells 7-bells',
      ],
      contract: { kind: 'rufspiel', taker: '1', calledSuit: 'leaves' },
    });
    const ctx = { gameover: undefined } as Ctx;
    const honest = playerView({ G, ctx, playerID: '2' });
    expect(secretsSeenIn(honest, secretsFor(G, ctx, '2'))).toEqual([]);
    expect(secretsSeenIn({ ...honest, partner: '0' }, secretsFor(G, ctx, '2'))).toEqual(['the partner is seat 0']);
    expect(secretsSeenIn({ ...honest, lastResult: { takers: ['1', '0'] } }, secretsFor(G, ctx, '2'))).toEqual([
      'the partner is seat 0',
    ]);
    expect(secretsSeenIn({ ...honest, hands: G.hands }, secretsFor(G, ctx, '2'))).toHaveLength(24);
    // The partner may know itself.
    expect(secretsSeenIn(playerView({ G, ctx, playerID: '0' }), secretsFor(G, ctx, '0'))).toEqual([]);
  });
});
