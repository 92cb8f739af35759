import type { Ctx } from 'boardgame.io';
import { findLeaks, randomPlayout, secretsSeenIn } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { cards, dealState } from './testState';
import { playerView } from './view';

// Matches of three deals (random players may still quit between deals).
const threeDeals = {
  ...game,
  setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, { deals: 3 }),
};

describe('seeded random matches through ai.enumerate', () => {
  it.each([3, 4, 5])('plays %i-player matches to the end with no refused move', (numPlayers) => {
    for (let seed = 1; seed <= 6; seed += 1) {
      for (const rules of [game, threeDeals]) {
        const report = randomPlayout(rules, { numPlayers, seed, maxMoves: 3000 });
        expect({ seed, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
          seed,
          rejected: [],
          ended: true,
        });
      }
    }
  });

  it.each([3, 4, 5])('leaks no hand, chien, discard or partner to any seat or spectator (%i players)', (numPlayers) => {
    const leaks = findLeaks(game, { numPlayers, seeds: [1, 2, 3, 4, 5, 6], secretsFor, maxMoves: 600, setupData: { deals: 2 } });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that told the partner, the chien, a discard or another seat’s hand', () => {
    const G = dealState({
      hands: ['Kh 2h', 'Ks 3h', '4h 5h', '6h 7h', '8h 9h'],
      kitty: '1s 2s 3s',
      contract: { taker: '1', kind: 'garde', calledCard: cards('Kh')[0]! },
      partner: '0',
    });
    G.discards = cards('10h 2d 3d');
    const ctx = { gameover: undefined } as Ctx;
    const honest = playerView({ G, ctx, playerID: '2' });
    expect(secretsSeenIn(honest, secretsFor(G, ctx, '2'))).toEqual([]);
    expect(secretsSeenIn({ ...honest, partner: '0' }, secretsFor(G, ctx, '2'))).toEqual(['the partner is seat 0']);
    expect(secretsSeenIn({ ...honest, kitty: G.kitty }, secretsFor(G, ctx, '2'))).toHaveLength(3);
    expect(secretsSeenIn({ ...honest, discards: G.discards }, secretsFor(G, ctx, '2'))).toHaveLength(3);
    // Every card of the other hands but the called King of hearts, which is named in public (not its holder).
    expect(secretsSeenIn({ ...honest, hands: G.hands }, secretsFor(G, ctx, '2'))).toHaveLength(7);
    // The taker sees their own discards; the partner knows itself.
    expect(secretsSeenIn(playerView({ G, ctx, playerID: '1' }), secretsFor(G, ctx, '1'))).toEqual([]);
    expect(playerView({ G, ctx, playerID: '1' }).discards).toHaveLength(3);
    expect(playerView({ G, ctx, playerID: '0' }).partner).toBe('0');
    expect(playerView({ G, ctx, playerID: null })).toMatchObject({ hands: {}, kitty: [], discards: [], partner: null });
  });
});
