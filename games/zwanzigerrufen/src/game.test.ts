import { Client } from 'boardgame.io/client';
import { game } from './game';
import { needsRedeal } from './deal';
import { validateSettings } from './settings';
import type { ZwanzigerrufenState } from './types';

// The driver sees the whole state; what each seat receives is tested with playerView.
const driver = { ...game, playerView: undefined };

function start(setupData?: unknown, seed = 'fixed') {
  const client = Client({
    game: {
      ...driver,
      seed,
      setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, setupData),
    },
    numPlayers: 4,
    debug: false,
  });
  client.start();
  return { client, G: () => client.getState()!.G as ZwanzigerrufenState, ctx: () => client.getState()!.ctx };
}

describe('a match', () => {
  it('deals nothing in setup, then ten cards each in the bidding phase, none needing a redeal, forehand to bid', () => {
    const setupState = game.setup!({ ctx: { numPlayers: 4, playOrder: ['0', '1', '2', '3'] } } as never);
    expect(Object.values(setupState.hands).flat()).toEqual([]);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const { G, ctx } = start(undefined, seed);
      expect(ctx().phase).toBe('bidding');
      expect(Object.values(G().hands).map((hand) => hand.length)).toEqual([10, 10, 10, 10]);
      expect(new Set(Object.values(G().hands).flat()).size).toBe(40);
      expect(Object.values(G().hands).some(needsRedeal)).toBe(false);
      expect(ctx().currentPlayer).toBe('1');
    }
  });

  it('ends after the number of deals chosen, zero-sum, with the dealer moving on each deal', () => {
    const { client } = start({ deals: 4 });
    const dealers: string[] = [];
    for (let moves = 0; moves < 3000 && client.getState()!.ctx.gameover === undefined; moves += 1) {
      const { G, ctx } = client.getState()!;
      if (!dealers.includes(`${G.dealNumber}:${G.dealer}`)) dealers.push(`${G.dealNumber}:${G.dealer}`);
      const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
      const options = (game.ai!.enumerate(G, ctx, seat) as Array<{ move: string; args: unknown[] }>).filter(
        (o) => o.move !== 'quit',
      );
      const choice = options[0]!;
      client.updatePlayerID(seat);
      client.moves[choice.move]!(...choice.args);
    }
    const { G, ctx } = client.getState()!;
    expect((G as ZwanzigerrufenState).rounds).toHaveLength(4);
    expect(dealers).toEqual(['1:0', '2:1', '3:2', '4:3']);
    expect(ctx.gameover).toMatchObject({ reason: 'dealsPlayed' });
    const scores = (ctx.gameover as { scores: Record<string, number> }).scores;
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('checks the settings', () => {
    expect(validateSettings({ deals: 8 })).toBeUndefined();
    expect(validateSettings({ deals: null })).toBeUndefined();
    expect(validateSettings({ deals: 7 })).toBeDefined();
    expect(validateSettings({ other: 1 })).toBeDefined();
    expect(game.validateSetupData!({ deals: 3 }, 4)).toBeDefined();
  });
});
