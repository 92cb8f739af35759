import { Client } from 'boardgame.io/client';
import { game } from './game';
import { aiConfig, candidateCode } from './ai';
import type { BullsAndCowsState } from './types';

describe('bullsAndCows computer code-breaker', () => {
  it.each([1, 2, 3, 4, 5])('breaks a seeded code through legal moves from its view only (seed %i)', async (seed) => {
    const client = Client<BullsAndCowsState>({
      game: { ...game, seed: String(seed) },
      numPlayers: 1,
      playerID: '0',
      debug: false,
    });
    client.start();
    for (let moves = 0; moves < 400 && client.getState()!.ctx.gameover === undefined; moves += 1) {
      const { G, ctx } = client.getState()!;
      const view = game.playerView!({ G, ctx, playerID: '0' }) as BullsAndCowsState;
      const choice = await aiConfig.chooseMove({ view, ctx, playerID: '0', level: 'solver', random: () => 0.5 });
      expect(game.ai!.enumerate(G, ctx, '0')).toContainEqual(choice);
      client.moves[choice.move]!(...choice.args);
    }
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'codeBroken' });
  });

  it('aims at a code that agrees with every hint so far', () => {
    const settings = { secretLength: 4, limitOfAttempts: 10, allowToRepeat: false, totalOfColours: 6 };
    const attempts = [{ guess: [0, 1, 2, 3], hints: { bulls: 2, cows: 1, misses: 1 } }];
    const code = candidateCode({ settings, attempts })!;
    expect(new Set(code).size).toBe(4);
    const shared = code.filter((symbol, slot) => symbol === attempts[0]!.guess[slot]).length;
    expect(shared).toBe(2);
  });
});
