import { Client } from 'boardgame.io/client';
import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { MATCH_TARGET } from './rules';
import { simulateMatch } from './testing';
import type { SixtySixState } from './types';

describe('seeded playouts through ai.enumerate', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i plays a whole match to 7 game points with no refused move', (seed) => {
    const { state, refused } = simulateMatch(seed);
    expect(refused).toEqual([]);
    const result = state.ctx.gameover as { winner?: string; scores: Record<string, number>; reason: string };
    expect(result.reason).toBe('target');
    expect(Math.max(...Object.values(result.scores))).toBeGreaterThanOrEqual(MATCH_TARGET);
    expect(result.winner).toBeDefined();
  });
});

describe('hidden information', () => {
  it('never shows a seat or a spectator the stock or the other hand (seeded random matches)', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: [1, 2, 3, 4], secretsFor: game.secrets!, maxMoves: 400 });
    expect(leaks).toEqual([]);
  });

  it('deals in the second phase: the initial state holds no card', () => {
    const client = Client<SixtySixState>({ game, numPlayers: 2, playerID: '0', debug: false });
    client.start();
    const { G, ctx } = client.getState()!;
    expect(G.hands['1']).toBeUndefined();
    expect(ctx.phase).toBe('play');
    expect(G.hands['0']).toHaveLength(6);
    expect(game.setup!({} as never)).toMatchObject({ hands: { '0': [], '1': [] }, stock: [], deal: { stock: [] } });
  });
});
