import type { Game } from 'boardgame.io';
import type { AiConfig, AiRequest } from '../contract';
import { seededRandom } from '../random';
import { aiReplyTimes } from './aiReplyTimes';

interface Hands {
  hands: Record<string, number[]>;
}

// Seats play their cards in turn; a seat's view shows only its own hand.
const hidden: Game<Hands> = {
  name: 'hidden',
  setup: ({ ctx }) => ({
    hands: Object.fromEntries(ctx.playOrder.map((seat) => [seat, [1, 2, 3].map((card) => 10 * Number(seat) + card)])),
  }),
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

/** A computer player that writes down every request it is given. */
function recordingAi(): { ai: AiConfig<Hands>; requests: Array<AiRequest<Hands> & { firstRandom: number }> } {
  const requests: Array<AiRequest<Hands> & { firstRandom: number }> = [];
  const ai: AiConfig<Hands> = {
    levels: [{ key: 'only', labelKey: 'only' }],
    defaultLevel: 'only',
    chooseMove: (request) => {
      requests.push({ ...request, firstRandom: request.random() });
      return { move: 'play', args: [request.view.hands[request.playerID]![0]] };
    },
  };
  return { ai, requests };
}

describe('aiReplyTimes', () => {
  it('times one decision per position, by the seat to act, given its view and not the state', async () => {
    const { ai, requests } = recordingAi();
    const times = await aiReplyTimes({ game: hidden, ai, level: 'only', count: 12, numPlayers: 3, seed: 5 });
    expect(times).toHaveLength(12);
    expect(times.every((ms) => ms >= 0)).toBe(true);
    expect(requests).toHaveLength(12);
    for (const { view, ctx, playerID, level } of requests) {
      expect(playerID).toBe(ctx.currentPlayer);
      expect(Object.keys(view.hands)).toEqual([playerID]);
      expect(level).toBe('only');
    }
  });

  it('hands the n-th position a random seeded from the first seed plus n', async () => {
    const { ai, requests } = recordingAi();
    await aiReplyTimes({ game: hidden, ai, level: 'only', count: 3, numPlayers: 2, firstRandomSeed: 7 });
    expect(requests.map((request) => request.firstRandom)).toEqual([7, 8, 9].map((seed) => seededRandom(seed)()));
  });

  it('leaves out the positions it is told to skip', async () => {
    const { ai, requests } = recordingAi();
    const skip = ({ ctx }: { ctx: { currentPlayer: string } }) => ctx.currentPlayer === '1';
    const times = await aiReplyTimes({ game: hidden, ai, level: 'only', count: 20, numPlayers: 2, seed: 3, skip });
    expect(times).toHaveLength(requests.length);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.length).toBeLessThan(20);
    expect(requests.every((request) => request.playerID === '0')).toBe(true);
  });
});
