import { INVALID_MOVE } from 'boardgame.io/core';
import type { Game } from 'boardgame.io';
import { findLeaks } from './hiddenInformation';

interface GuessState {
  secrets: Record<string, string>;
  guesses: string[];
}

/** A toy game: each seat gets a secret word; players take turns guessing. */
function guessGame(playerView: Game<GuessState>['playerView']): Game<GuessState> {
  return {
    name: 'guess',
    setup: ({ ctx, random }) => ({
      secrets: Object.fromEntries(ctx.playOrder.map((id) => [id, `word-${id}-${random.Die(1000)}`])),
      guesses: [],
    }),
    moves: {
      guess: ({ G }, word: string) => {
        if (typeof word !== 'string') return INVALID_MOVE;
        G.guesses.push(word);
      },
    },
    turn: { minMoves: 1, maxMoves: 1 },
    endIf: ({ G }) => (G.guesses.length >= 6 ? { draw: true } : undefined),
    playerView,
    ai: {
      enumerate: () => [
        { move: 'guess', args: ['apple'] },
        { move: 'guess', args: ['pear'] },
      ],
    },
  };
}

const othersSecrets = (G: GuessState, _ctx: unknown, viewer: string | null) =>
  Object.entries(G.secrets)
    .filter(([id]) => id !== viewer)
    .map(([, word]) => word);

describe('findLeaks', () => {
  it('finds the secrets a careless playerView sends to other seats and spectators', () => {
    const leaks = findLeaks(
      guessGame(({ G }) => G),
      { numPlayers: 2, seeds: [1, 2], secretsFor: othersSecrets },
    );
    expect(leaks.length).toBeGreaterThan(0);
    expect(new Set(leaks.map((l) => l.viewer))).toEqual(new Set(['0', '1', null]));
  });

  it('finds nothing when playerView keeps only the own secret', () => {
    const careful = guessGame(({ G, playerID }) => ({
      ...G,
      secrets: playerID !== null && playerID !== undefined && G.secrets[playerID] ? { [playerID]: G.secrets[playerID] } : {},
    }));
    expect(findLeaks(careful, { numPlayers: 3, seeds: [1, 2, 3], secretsFor: othersSecrets })).toEqual([]);
  });
});
