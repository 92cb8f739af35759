import { Client } from 'boardgame.io/client';
import type { Ctx } from 'boardgame.io';
import { hasSeatSecrets, keepsSecrets } from '@tabula/game-kit';
import { findLeaks, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { cellsOf, moveAs, startTestMatch } from './testMatch';
import type { SoupState } from './types';

const viewFor = (G: SoupState, ctx: Ctx, playerID: string | null) => game.playerView!({ G, ctx, playerID }) as SoupState;

describe('soupofletters hidden information', () => {
  it('sends the letters and the word list but no unfound word position, to every seat and spectator alike', () => {
    const match = startTestMatch();
    moveAs(match, 'claim', [{ cells: cellsOf('CAT') }]);
    const { G, ctx } = match.getState()!;
    for (const viewer of ['0', '1', null]) {
      const view = viewFor(G, ctx, viewer);
      expect(view.letters).toBe(G.letters);
      expect(view.words).toEqual(G.words);
      expect(view.found).toEqual([{ word: 'CAT', cells: cellsOf('CAT'), by: '0' }]);
      expect(view.hidden).toEqual([]);
      expect(
        game.secrets!(G, ctx, viewer).filter((secret) => (secret as { seenIn: (v: unknown) => boolean }).seenIn(view)),
      ).toEqual([]);
    }
  });

  it('shows where the unfound words were once the game is over', () => {
    const match = startTestMatch();
    for (let turn = 0; turn < 4; turn += 1) moveAs(match, 'pass', []);
    const { G, ctx } = match.getState()!;
    expect(ctx.gameover).toBeDefined();
    expect(viewFor(G, ctx, null).hidden.map((placement) => placement.word)).toHaveLength(8);
  });

  it('builds the grid after the first phase: nothing secret in the state every client starts from', () => {
    const client = Client<SoupState>({ game, numPlayers: 3, debug: false });
    client.start();
    const { G, ctx } = client.getState()!;
    expect(ctx.phase).toBe('play');
    expect(G.words).toHaveLength(18);
    expect(G.letters).toHaveLength(G.size * G.size);
    // A client holds the view: the grid, without where the words lie.
    expect(G.hidden).toEqual([]);
    expect(game.setup!({ ctx: { numPlayers: 3 } } as never)).toMatchObject({ hidden: [], letters: '' });
  });

  it('keeps every log line within what each view shows at that moment: the words found, in order, and never a cell', () => {
    const match = startTestMatch();
    const expectLogWithinViews = () => {
      const { G, ctx } = match.getState()!;
      for (const viewer of ['0', '1', null]) {
        const view = viewFor(G, ctx, viewer);
        const named = view.log.flatMap((line) => (line.values?.word === undefined ? [] : [[line.seat, line.values.word]]));
        expect(named).toEqual(view.found.map((word) => [word.by, word.word]));
        expect(JSON.stringify(view.log)).not.toMatch(/\[\d/);
      }
    };
    for (const word of ['CAT', 'DOG', 'SUN']) {
      moveAs(match, 'claim', [{ cells: cellsOf(word) }]);
      expectLogWithinViews();
      moveAs(match, 'pass', []);
      expectLogWithinViews();
    }
    expect(match.getState()!.G.log).toHaveLength(6);
  });

  it('passes the leak harness: no seat and no spectator receives an unfound word position (seeded random matches)', () => {
    for (const numPlayers of [2, 4]) {
      const leaks = findLeaks(game, { numPlayers, seeds: [1, 2, 3, 4], secretsFor: game.secrets!, maxMoves: 200 });
      expect(leaks).toEqual([]);
    }
  });

  it('would catch a view that sent the unfound positions', () => {
    const leaky = { ...game, playerView: ({ G }: { G: SoupState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1], secretsFor: game.secrets!, maxMoves: 3 });
    expect(leaks.length).toBeGreaterThan(0);
  });

  it('checks claims on the server only, and hides the same from every seat (no hand-over on one device)', () => {
    expect(game.phases!.play!.moves!.claim).toMatchObject({ client: false });
    expect(keepsSecrets(game)).toBe(true);
    expect(hasSeatSecrets(game)).toBe(false);
  });

  it('plays seeded random games to the end without a refused move', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2 + (seed % 3), seed, maxMoves: 500 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });
});
