import { seatsThatMayAct } from '@tabula/game-kit';
import { Client } from 'boardgame.io/client';
import { game } from './game';
import { validateSettings } from './settings';
import type { DoppelkopfState } from './types';

// The driver sees the whole state; what each seat receives is tested with playerView.
const driver = { ...game, playerView: undefined };

function start(setupData?: unknown) {
  const client = Client({
    game: {
      ...driver,
      seed: 'fixed',
      setup: (context: Parameters<NonNullable<typeof game.setup>>[0]) => game.setup!(context, setupData),
    },
    numPlayers: 4,
    debug: false,
  });
  client.start();
  const act = (seat: string, move: string, ...args: unknown[]) => {
    client.updatePlayerID(seat);
    client.moves[move]!(...args);
  };
  return { client, act, G: () => client.getState()!.G as DoppelkopfState, ctx: () => client.getState()!.ctx };
}

describe('a match', () => {
  it('deals nothing in setup, then twelve cards each in the bidding, forehand to speak', () => {
    const setupState = game.setup!({ ctx: { numPlayers: 4, playOrder: ['0', '1', '2', '3'] } } as never);
    expect(Object.values(setupState.hands).flat()).toEqual([]);
    const { G, ctx } = start();
    expect(ctx().phase).toBe('bidding');
    expect(Object.values(G().hands).map((hand) => hand.length)).toEqual([12, 12, 12, 12]);
    expect(new Set(Object.values(G().hands).flat()).size).toBe(48);
    expect(ctx().currentPlayer).toBe('1');
  });

  it('goes from the bidding to the play, forehand leading, and refuses a move out of turn', () => {
    const { act, ctx, client } = start();
    for (const seat of ['1', '2', '3', '0']) act(seat, 'bid', 'healthy');
    expect(ctx().phase).toBe('play');
    expect(ctx().currentPlayer).toBe('1');
    const before = client.getState()!._stateID;
    const refused = jest.spyOn(console, 'error').mockImplementation(() => {});
    act('2', 'play', { card: client.getState()!.G.hands['2']![0] });
    refused.mockRestore();
    expect(client.getState()!._stateID).toBe(before);
  });

  it('ends after the rounds chosen, zero-sum, the dealer moving on each round', () => {
    const { client, G } = start({ rounds: 4 });
    const dealers: string[] = [];
    for (let moves = 0; moves < 3000 && client.getState()!.ctx.gameover === undefined; moves += 1) {
      const { G: state, ctx } = client.getState()!;
      if (ctx.phase === 'bidding' && state.bidding.calls.length === 0 && dealers.at(-1) !== state.dealer)
        dealers.push(state.dealer);
      const seat = seatsThatMayAct(ctx)[0]!;
      const options = (game.ai!.enumerate(state, ctx, seat) as Array<{ move: string; args: unknown[] }>).filter(
        (o) => o.move !== 'quit' && o.move !== 'announce',
      );
      client.updatePlayerID(seat);
      client.moves[options[0]!.move]!(...options[0]!.args);
    }
    expect(G().rounds).toHaveLength(4);
    expect(dealers).toEqual(['0', '1', '2', '3']);
    const { gameover } = client.getState()!.ctx;
    expect(gameover).toMatchObject({ reason: 'roundsPlayed' });
    expect(Object.values((gameover as { scores: Record<string, number> }).scores).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('checks the settings', () => {
    expect(validateSettings({ rounds: 8 })).toBeUndefined();
    expect(validateSettings({ rounds: null })).toBeUndefined();
    expect(validateSettings({ rounds: 7 })).toBeDefined();
    expect(validateSettings({ other: 1 })).toBeDefined();
    expect(validateSettings('8')).toBeDefined();
  });
});
