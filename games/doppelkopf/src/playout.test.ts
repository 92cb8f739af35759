import type { Ctx } from 'boardgame.io';
import { findLeaks, randomPlayout, secretsSeenIn } from '@tabula/game-kit/testing';
import { game } from './game';
import { secretsFor } from './secrets';
import { roundState } from './testState';
import { playerView } from './view';

// Matches of four rounds (random players may still quit between rounds).
const fourRounds = {
  ...game,
  setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, { rounds: 4 }),
};

describe('seeded random matches through ai.enumerate', () => {
  it('plays matches to the end with no refused move', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      for (const rules of [game, fourRounds]) {
        const report = randomPlayout(rules, { numPlayers: 4, seed, maxMoves: 3000 });
        expect({ seed, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
          seed,
          rejected: [],
          ended: true,
        });
      }
    }
  });

  it('leaks no hand and no hidden side to any seat or spectator', () => {
    const leaks = findLeaks(game, {
      numPlayers: 4,
      seeds: [1, 2, 3, 4, 5, 6, 7, 8],
      secretsFor,
      maxMoves: 600,
      setupData: { rounds: 2 },
    });
    expect(leaks).toEqual([]);
  });

  it("would catch a view that told another seat's side, or another seat's hand", () => {
    const G = roundState({ hands: ['Q-clubs', '', "Q-clubs'", ''], contract: { kind: 'normal' } });
    G.shownSides = { 0: 're' };
    const ctx = { gameover: undefined } as Ctx;
    const honest = playerView({ G, ctx, playerID: '1' });
    expect(honest.teams).toEqual({ 0: 're', 1: 'kontra' });
    expect(secretsSeenIn(honest, secretsFor(G, ctx, '1'))).toEqual([]);
    // The older site sent the whole Re team once one Re player was known.
    expect(secretsSeenIn({ ...honest, teams: { ...honest.teams, 2: 're' } }, secretsFor(G, ctx, '1'))).toEqual(['seat 2 is re']);
    expect(secretsSeenIn({ ...honest, reSeats: ['0', '2'] }, secretsFor(G, ctx, '1'))).toEqual(['seat 2 is re']);
    expect(secretsSeenIn({ ...honest, hands: G.hands }, secretsFor(G, ctx, '1'))).toHaveLength(36);
    // A spectator sees the shown side only.
    expect(playerView({ G, ctx, playerID: null }).teams).toEqual({ 0: 're' });
    // A Re player does not learn its partner from its own view.
    expect(playerView({ G, ctx, playerID: '2' }).teams).toEqual({ 0: 're', 2: 're' });
    expect(secretsSeenIn(playerView({ G, ctx, playerID: '3' }), secretsFor(G, ctx, '3'))).toEqual([]);
  });
});

describe('sides in a marriage', () => {
  it('tells no seat but the holder a side before the marriage is decided', () => {
    const G = roundState({ hands: ["Q-clubs Q-clubs'", '', '', ''], contract: { kind: 'marriage', declarer: '0' } });
    const ctx = { gameover: undefined } as Ctx;
    expect(playerView({ G, ctx, playerID: '1' }).teams).toEqual({ 0: 're' });
    expect(playerView({ G, ctx, playerID: '0' }).teams).toEqual({ 0: 're' });
    G.contract!.decidedAt = 1;
    G.contract!.partner = '2';
    G.teams['2'] = 're';
    G.shownSides = { ...G.teams };
    expect(playerView({ G, ctx, playerID: '1' }).teams).toEqual({ 0: 're', 1: 'kontra', 2: 're', 3: 'kontra' });
  });
});
