import { Client } from 'boardgame.io/client';
import { game } from './game';
import { validateSettings } from './settings';
import type { SchafkopfState } from './types';

// The driver sees the whole state; what each seat receives is tested with playerView.
const driver = { ...game, playerView: undefined };

function start(numPlayers: number, setupData?: unknown) {
  const client = Client({
    game: {
      ...driver,
      seed: 'fixed',
      setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, setupData),
    },
    numPlayers,
    debug: false,
  });
  client.start();
  const act = (seat: string, move: string, ...args: unknown[]) => {
    client.updatePlayerID(seat);
    client.moves[move]!(...args);
  };
  return { client, act, G: () => client.getState()!.G as SchafkopfState, ctx: () => client.getState()!.ctx };
}

describe('a match', () => {
  it('deals nothing in setup, then deals eight cards each in the bidding phase, forehand to speak', () => {
    const setupState = game.setup!({ ctx: { numPlayers: 4, playOrder: ['0', '1', '2', '3'] } } as never);
    expect(Object.values(setupState.hands).flat()).toEqual([]);
    const { G, ctx } = start(4);
    expect(ctx().phase).toBe('bidding');
    expect(Object.values(G().hands).map((hand) => hand.length)).toEqual([8, 8, 8, 8]);
    expect(new Set(Object.values(G().hands).flat()).size).toBe(32);
    expect(G().dealer).toBe('0');
    expect(ctx().currentPlayer).toBe('1');
  });

  it('deals 24 cards to three players, eight each', () => {
    const { G } = start(3);
    expect(G().deckName).toBe('german24');
    expect(Object.values(G().hands).map((hand) => hand.length)).toEqual([8, 8, 8]);
  });

  it('throws the deal in when all pass: the next dealer deals again', () => {
    const { act, G, ctx } = start(4);
    const first = JSON.stringify(G().hands);
    for (const seat of ['1', '2', '3', '0']) act(seat, 'bid', 'pass');
    expect(ctx().phase).toBe('bidding');
    expect(G().dealer).toBe('1');
    expect(G().thrownIn).toBe(1);
    expect(JSON.stringify(G().hands)).not.toBe(first);
    expect(ctx().currentPlayer).toBe('2');
  });

  it('runs bidding, contract, Contra and play phases, refusing moves out of turn', () => {
    const { act, G, ctx, client } = start(4);
    act('1', 'bid', 'play');
    for (const seat of ['2', '3', '0']) act(seat, 'bid', 'pass');
    act('1', 'bid', 'wenz');
    expect(ctx().phase).toBe('declare');
    const before = client.getState()!._stateID;
    const refused = jest.spyOn(console, 'error').mockImplementation(() => {});
    act('2', 'declare', { tout: false });
    expect(refused).toHaveBeenCalledWith('ERROR:', 'disallowed move: declare');
    refused.mockRestore();
    expect(client.getState()!._stateID).toBe(before);
    act('1', 'declare', { tout: false });
    expect(ctx().phase).toBe('contra');
    expect(Object.keys(ctx().activePlayers ?? {}).sort()).toEqual(['0', '2', '3']);
    act('2', 'contra', true);
    act('3', 'contra', false);
    act('0', 'contra', false);
    expect(ctx().phase).toBe('re');
    expect(Object.keys(ctx().activePlayers ?? {}).sort()).toEqual(['0', '1', '3']);
    act('1', 're', true);
    act('0', 're', false);
    act('3', 're', false);
    expect(ctx().phase).toBe('play');
    expect(ctx().currentPlayer).toBe('1');
    expect(G().contra).toEqual(['2']);
    expect(G().re).toEqual(['1']);
  });

  it('ends after the number of deals chosen, with scores and placings', () => {
    const { client } = start(3, { deals: 4 });
    for (let moves = 0; moves < 2000 && client.getState()!.ctx.gameover === undefined; moves += 1) {
      const { G, ctx } = client.getState()!;
      const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
      // Always the last option but quitting: everyone plays, the highest contract is named.
      const options = (game.ai!.enumerate(G, ctx, seat) as Array<{ move: string; args: unknown[] }>).filter(
        (o) => o.move !== 'quit',
      );
      const choice = options[options.length - 1];
      client.updatePlayerID(seat);
      client.moves[choice!.move]!(...choice!.args);
    }
    const { G, ctx } = client.getState()!;
    expect((G as SchafkopfState).rounds).toHaveLength(4);
    expect(ctx.gameover).toMatchObject({ reason: 'dealsPlayed' });
    const scores = (ctx.gameover as { scores: Record<string, number> }).scores;
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('checks the settings', () => {
    expect(validateSettings({ deals: 8 })).toBeUndefined();
    expect(validateSettings({ deals: null })).toBeUndefined();
    expect(validateSettings({ deals: 7 })).toBeDefined();
    expect(validateSettings({ other: 1 })).toBeDefined();
  });
});
