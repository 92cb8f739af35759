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
