import type { Game } from 'boardgame.io';
import type { AiConfig, AiRequest } from '../contract';
import { seededRandom } from '../random';
import { aiReplyTimes } from './aiReplyTimes';

interface Secrets {
  /** Each seat's secret number; a seat's view holds only its own. */
  secrets: Record<string, number>;
  turnsLeft: number;
}

// Seats take turns saying a number until six turns are gone.
const hidden: Game<Secrets> = {
  name: 'hidden',
  setup: ({ ctx }) => ({ secrets: Object.fromEntries(ctx.playOrder.map((seat) => [seat, 100 + Number(seat)])), turnsLeft: 6 }),
  moves: {
    say: ({ G, events }) => {
      G.turnsLeft -= 1;
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.turnsLeft === 0 ? { draw: true } : undefined),
  playerView: ({ G, playerID }) => ({ ...G, secrets: playerID != null ? { [playerID]: G.secrets[playerID]! } : {} }),
  ai: { enumerate: () => [{ move: 'say', args: [] }] },
};

/** A computer player that writes down every request it is given. */
function recordingAi(): { ai: AiConfig<Secrets>; requests: Array<AiRequest<Secrets> & { firstRandom: number }> } {
  const requests: Array<AiRequest<Secrets> & { firstRandom: number }> = [];
  const ai: AiConfig<Secrets> = {
    levels: [{ key: 'only', labelKey: 'only' }],
    defaultLevel: 'only',
    chooseMove: (request) => {
      requests.push({ ...request, firstRandom: request.random() });
      return { move: 'say', args: [] };
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
      expect(view.secrets).toEqual({ [playerID]: 100 + Number(playerID) });
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
