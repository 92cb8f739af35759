import type { Ctx, Game } from 'boardgame.io';
import type { AiConfig, AiRequest } from '@tabula/game-kit';
import { aiChooser } from './chooser';

interface Secrets {
  secret: Record<string, number | null>;
}

// Each seat holds a secret number; a seat sees its own only.
const secrets: Game<Secrets> = {
  name: 'secrets',
  setup: () => ({ secret: { '0': 11, '1': 22 } }),
  moves: { pass: () => undefined },
  playerView: ({ G, playerID }) => ({
    secret: Object.fromEntries(Object.entries(G.secret).map(([seat, n]) => [seat, seat === playerID ? n : null])),
  }),
};

describe('aiChooser', () => {
  it("gives the computer its seat's view of the state, never the state", async () => {
    const requests: Array<AiRequest<Secrets>> = [];
    const ai: AiConfig<Secrets> = {
      levels: [{ key: 'any', labelKey: 'ai.any' }],
      defaultLevel: 'any',
      chooseMove: (request) => (requests.push(request), { move: 'pass', args: [] }),
    };
    const choose = aiChooser('secrets', ai as AiConfig, async () => secrets as Game);
    const G: Secrets = { secret: { '0': 11, '1': 22 } };
    const ctx = { currentPlayer: '1' } as Ctx;
    await expect(choose({ G, ctx, playerID: '1', level: 'any' })).resolves.toEqual({ move: 'pass', args: [] });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ view: { secret: { '0': null, '1': 22 } }, ctx, playerID: '1', level: 'any' });
    expect(requests[0]).not.toHaveProperty('G');
  });
});
