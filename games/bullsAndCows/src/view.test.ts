import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets } from '@tabula/game-kit';
import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { codeLetters } from './log';
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

  it("keeps the code out of every view's log until the game is over, then names it", () => {
    const client = startWith([0, 1, 2, 3], { limitOfAttempts: 4 });
    const expectNoCodeInLogs = () => {
      const { G, ctx } = client.getState()!;
      for (const viewer of ['0', null]) {
        const log = JSON.stringify(viewFor(G, ctx, viewer).log);
        expect(log).not.toContain('A B C D');
        expect(log).not.toContain('code:');
      }
    };
    expectNoCodeInLogs();
    for (const wrong of [
      [3, 2, 1, 0],
      [1, 0, 3, 2],
      [0, 1, 3, 2],
    ]) {
      makeGuess(client, wrong);
      expectNoCodeInLogs();
    }
    makeGuess(client, [1, 2, 3, 0]);
    const { G, ctx } = client.getState()!;
    expect(ctx.gameover).toBeDefined();
    for (const viewer of ['0', null]) expect(JSON.stringify(viewFor(G, ctx, viewer).log)).toContain('"A B C D"');
  });

  it('would catch a log that named the code before the end', () => {
    const naming = ({ G, ctx }: { G: BullsAndCowsState; ctx: Ctx }) => {
      const view = game.playerView!({ G, ctx, playerID: '0' }) as BullsAndCowsState;
      const code = G.secret === null ? '' : codeLetters([...G.secret.slice(5)].map(Number));
      return { ...view, log: [...view.log, { key: 'codeHidden', values: { code } }] };
    };
    const leaky = { ...game, playerView: naming };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 1, seeds: [1], secretsFor: game.secrets!, maxMoves: 3 });
    expect(leaks.length).toBeGreaterThan(0);
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
