import type { Ctx } from 'boardgame.io';
import { findLeaks, randomPlayout, secretsSeenIn } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { dealState } from './testState';
import { playerView } from './view';

const fourDeals = {
  ...game,
  setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, { deals: 4 }),
};

describe('seeded random matches through ai.enumerate', () => {
  it('plays matches to the end with no refused move', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      for (const rules of [game, fourDeals]) {
        const report = randomPlayout(rules, { numPlayers: 4, seed, maxMoves: 3000 });
        expect({ seed, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
          seed,
          rejected: [],
          ended: true,
        });
      }
    }
  });

  it('leaks no hand and no partner to any seat or spectator', () => {
    const leaks = findLeaks(game, {
      numPlayers: 4,
      seeds: [1, 2, 3, 4, 5, 6],
      secretsFor,
      maxMoves: 400,
      setupData: { deals: 4 },
    });
    expect(leaks).toEqual([]);
  });

  it("would catch a view that told the partner, or another seat's hand", () => {
    const G = dealState({
      hands: [
        'Skus T21 T20 T19 T18 K-hearts Q-hearts C-hearts J-hearts low-hearts',
        'T17 T16 T15 T14 T13 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
        'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
        'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
      ],
      contract: { kind: 'normal', taker: '1', calledRank: '20' },
    });
    const ctx = { gameover: undefined } as Ctx;
    const honest = playerView({ G, ctx, playerID: '2' });
    expect(honest.partner).toBeNull();
    expect(secretsSeenIn(honest, secretsFor(G, ctx, '2'))).toEqual([]);
    expect(secretsSeenIn({ ...honest, partner: '0' }, secretsFor(G, ctx, '2'))).toEqual(['the partner is seat 0']);
    expect(secretsSeenIn({ ...honest, hands: G.hands }, secretsFor(G, ctx, '2'))).toHaveLength(30);
    // The taker does not know its partner; the partner knows itself; a spectator gets no hand.
    expect(playerView({ G, ctx, playerID: '1' }).partner).toBeNull();
    expect(playerView({ G, ctx, playerID: '0' }).partner).toBe('0');
    expect(playerView({ G, ctx, playerID: null }).hands).toEqual({});
  });
});
