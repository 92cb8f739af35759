import { Client } from 'boardgame.io/client';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { validateSettings } from './settings';
import type { TarotState } from './types';
import { playerView } from './view';

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
  const G = () => client.getState()!.G as TarotState;
  const ctx = () => client.getState()!.ctx;
  return { act, G, ctx };
}

describe('a match', () => {
  it('deals nothing in setup, then 15 cards each and a chien of 3 at five, forehand to speak', () => {
    const setupState = game.setup!({ ctx: { numPlayers: 5, playOrder: ['0', '1', '2', '3', '4'] } } as never);
    expect(Object.values(setupState.hands).flat()).toEqual([]);
    const { G, ctx } = start(5);
    expect(ctx().phase).toBe('bidding');
    expect(Object.values(G().hands).map((hand) => hand.length)).toEqual([15, 15, 15, 15, 15]);
    expect(G().kitty).toHaveLength(3);
    expect(new Set([...Object.values(G().hands).flat(), ...G().kitty]).size).toBe(78);
    expect(ctx().currentPlayer).toBe('1');
  });

  it.each([
    [3, 24, 6],
    [4, 18, 6],
  ])('deals %i players %i cards each and a chien of %i', (numPlayers, hand, kitty) => {
    const { G } = start(numPlayers);
    expect(Object.values(G().hands).every((cards) => cards.length === hand)).toBe(true);
    expect(G().kitty).toHaveLength(kitty);
  });

  it('deals again by the next dealer when all pass', () => {
    const { act, G, ctx } = start(4);
    for (const seat of ['1', '2', '3', '0']) act(seat, 'bid', 'pass');
    expect(ctx().phase).toBe('bidding');
    expect(G().dealer).toBe('1');
    expect(ctx().currentPlayer).toBe('2');
  });

  it('at five: call, chien shown to all, discard, slam question, then forehand leads; the chien stays known to all', () => {
    const { act, G, ctx } = start(5);
    act('1', 'bid', 'garde');
    for (const seat of ['2', '3', '4', '0']) act(seat, 'bid', 'pass');
    expect(ctx().phase).toBe('call');
    act('1', 'callCard', { card: 13 });
    expect(ctx().phase).toBe('discard');
    const spectatorView = () => playerView({ G: G(), ctx: ctx(), playerID: null });
    expect(spectatorView().kitty).toHaveLength(3);
    expect(G().hands['1']).toHaveLength(18);
    while (ctx().phase === 'discard') {
      const options = enumerateMoves(G(), ctx(), '1');
      act('1', options[0]!.move, ...options[0]!.args);
    }
    expect(ctx().phase).toBe('slam');
    act('1', 'slam', false);
    expect(ctx().phase).toBe('play');
    expect(ctx().currentPlayer).toBe('1');
    const play = enumerateMoves(G(), ctx(), '1').find((option) => option.move === 'play')!;
    act('1', 'play', ...play.args);
    expect(spectatorView().kitty).toHaveLength(3);
    expect(spectatorView().hands).toEqual({});
  });

  it('lets the taker of a garde contre lead after announcing a slam, the chien never shown', () => {
    const { act, G, ctx } = start(4);
    act('1', 'bid', 'pass');
    act('2', 'bid', 'gardeContre');
    expect(ctx().phase).toBe('slam');
    expect(playerView({ G: G(), ctx: ctx(), playerID: '2' }).kitty).toEqual([]);
    act('2', 'slam', true);
    expect(ctx().currentPlayer).toBe('2');
  });

  it('accepts only the deals options', () => {
    expect(validateSettings({ deals: 5 })).toBeUndefined();
    expect(validateSettings({ deals: 7 })).toBeDefined();
    expect(validateSettings({ other: 1 })).toBeDefined();
  });
});
