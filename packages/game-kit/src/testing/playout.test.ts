import type { Game } from 'boardgame.io';
import { randomPlayout } from './playout';

interface Picks {
  round: number;
  picks: Record<string, number>;
}

/** Every seat picks a number at the same time; after three rounds the highest total of picks wins. */
const simultaneous: Game<Picks> = {
  name: 'simultaneous',
  setup: () => ({ round: 0, picks: {} }),
  turn: {
    activePlayers: { all: 'pick' },
    stages: {
      pick: {
        moves: {
          pick: ({ G, playerID, events }, value: number) => {
            G.picks[playerID] = (G.picks[playerID] ?? 0) + value;
            events.endStage();
          },
        },
      },
    },
    onEnd: ({ G }) => void (G.round += 1),
    endIf: ({ ctx }) => ctx.activePlayers === null,
  },
  endIf: ({ G }) => (G.round >= 3 ? { draw: true } : undefined),
  ai: {
    enumerate: (_G, ctx, playerID) =>
      ctx.activePlayers && playerID in ctx.activePlayers ? [1, 2, 3].map((value) => ({ move: 'pick', args: [value] })) : [],
  },
};

describe('randomPlayout', () => {
  it.each([1, 2, 4, 30])('plays to the end when every seat chooses at the same time (%i seats)', (numPlayers) => {
    const report = randomPlayout(simultaneous, { numPlayers, seed: 7 });
    expect(report.rejected).toEqual([]);
    expect(report.gameover).toEqual({ draw: true });
    expect(report.moves).toBe(3 * numPlayers);
  });
});

describe('randomPlayout of a game with secrets', () => {
  interface Hands {
    hands: Record<string, number[]>;
  }
  // Each seat plays its cards one by one; a seat's view shows only its own hand.
  const hidden: Game<Hands> = {
    name: 'hidden',
    setup: () => ({ hands: { '0': [1, 2], '1': [3, 4] } }),
    moves: {
      play: ({ G, playerID, events }, card: number) => {
        G.hands[playerID] = G.hands[playerID]!.filter((c) => c !== card);
        events.endTurn();
      },
    },
    endIf: ({ G }) => (Object.values(G.hands).every((hand) => hand.length === 0) ? { draw: true } : undefined),
    playerView: ({ G, playerID }) => ({ hands: playerID != null ? { [playerID]: G.hands[playerID]! } : {} }),
    ai: { enumerate: (G, _ctx, playerID) => (G.hands[playerID] ?? []).map((card) => ({ move: 'play', args: [card] })) },
  };

  it('sees every hand, as the server does, and plays to the end', () => {
    const report = randomPlayout(hidden, { numPlayers: 2, seed: 1 });
    expect(report.gameover).toEqual({ draw: true });
    expect(report.moves).toBe(4);
  });
});

describe('randomPlayout and the arguments a move declares', () => {
  const counting: Game<{ count: number }> = {
    name: 'counting',
    setup: () => ({ count: 0 }),
    moves: {
      add: ({ G, events }, amount: number) => {
        G.count += amount;
        events.endTurn();
      },
    },
    endIf: ({ G }) => (G.count >= 3 ? { draw: true } : undefined),
    ai: { enumerate: () => [{ move: 'add', args: [1, 'junk'] }] },
  };

  it('reports a move offered with more arguments than it declares, as the game server would refuse it', () => {
    const report = randomPlayout(counting, { numPlayers: 2, seed: 1 });
    expect(report.rejected).toEqual([{ playerID: '0', move: { move: 'add', args: [1, 'junk'] } }]);
  });
});
