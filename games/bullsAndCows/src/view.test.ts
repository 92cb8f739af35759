import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets } from '@tabula/game-kit';
import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { makeGuess, startWith } from './testTable';
import type { BullsAndCowsState } from './types';

const viewFor = (G: BullsAndCowsState, ctx: Ctx, playerID: string | null) =>
  game.playerView!({ G, ctx, playerID }) as BullsAndCowsState;

describe('bullsAndCows hidden information', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('keeps the code from the player and spectators until the end, then shows it', () => {
    const client = startWith([0, 1, 2, 3], { limitOfAttempts: 4 });
    makeGuess(client, [3, 2, 1, 0]);
    let { G, ctx } = client.getState()!;
    for (const viewer of ['0', null]) {
      expect(viewFor(G, ctx, viewer).secret).toBeNull();
      expect(JSON.stringify(viewFor(G, ctx, viewer))).not.toContain('code:');
      expect(viewFor(G, ctx, viewer).attempts).toHaveLength(1);
    }
    makeGuess(client, [0, 1, 2, 3]);
    ({ G, ctx } = client.getState()!);
    for (const viewer of ['0', null]) expect(viewFor(G, ctx, viewer).secret).toBe('code:0123');
  });

  it.each([
    ['default settings', undefined],
    ['repeats on, long code, few colours', { allowToRepeat: true, secretLength: 8, totalOfColours: 3, limitOfAttempts: 15 }],
  ])('passes the leak harness with %s: no seat or spectator receives the code before the end', (_name, setupData) => {
    const leaks = findLeaks(game, {
      numPlayers: 1,
      seeds: [1, 2, 3, 4, 5],
      secretsFor: game.secrets!,
      maxMoves: 3000,
      setupData,
    });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that sent the code', () => {
    const leaky = { ...game, playerView: ({ G }: { G: BullsAndCowsState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 1, seeds: [1], secretsFor: game.secrets!, maxMoves: 3 });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('scores on the server only, and plays the player on a seat of their own against the computer', () => {
    expect(game.moves.guess).toMatchObject({ client: false });
    expect(hasSeatSecrets(game)).toBe(true);
  });
});
