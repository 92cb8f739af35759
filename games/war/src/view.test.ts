import { hasSeatSecrets, keepsSecrets } from '@tabula/game-kit';
import { findLeaks } from '@tabula/game-kit/testing';
import { game } from './game';
import { card, flip, startWith } from './testing';
import type { WarState, WarView } from './types';

const viewFor = (G: WarState, playerID: string | null) => game.playerView!({ G, ctx: {} as never, playerID }) as WarView;

describe('war hidden information', () => {
  it('sends every seat and a spectator the same view: pile counts, never a pile', () => {
    const client = startWith({ '0': ['5C', '9H', '2D'], '1': ['QD', '2S', '3S'] });
    flip(client);
    const { G } = client.getState()!;
    const spectator = viewFor(G, null);
    expect(viewFor(G, '0')).toEqual(spectator);
    expect(viewFor(G, '1')).toEqual(spectator);
    expect(spectator).not.toHaveProperty('pileCards');
    expect(spectator.pileCounts).toEqual({ '0': 2, '1': 3 });
    expect(spectator.table['0']).toEqual([{ downCount: 0, upCard: card('5C') }]);
  });

  it("shows a war's face-down cards as a count, its face-up cards as they are", () => {
    const client = startWith({ '0': ['7S', '2C', '3C', '4C', 'KC', 'JD'], '1': ['7H', '2D', '3D', '4D', 'QC', 'JS'] });
    flip(client, 3);
    const view = viewFor(client.getState()!.G, '0');
    expect(view.table['0']).toEqual([
      { downCount: 0, upCard: card('7S') },
      { downCount: 3, upCard: card('KC') },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/downCards/);
  });

  it('turns cards on the server only, and hides the same from every seat (no hand-over on one device)', () => {
    expect(game.moves.flip).toMatchObject({ client: false });
    expect(keepsSecrets(game)).toBe(true);
    expect(hasSeatSecrets(game)).toBe(false);
  });

  it('passes the leak harness: no seat and no spectator ever receives a card of a pile or a face-down card', () => {
    const leaks = findLeaks(game, { numPlayers: 2, seeds: [1, 2], secretsFor: game.secrets!, maxMoves: 200 });
    expect(leaks).toEqual([]);
  });

  it('would catch a view that sent the piles', () => {
    const leaky = { ...game, playerView: ({ G }: { G: WarState }) => G };
    const leaks = findLeaks(leaky as typeof game, { numPlayers: 2, seeds: [1], secretsFor: game.secrets!, maxMoves: 3 });
    expect(leaks.length).toBeGreaterThan(0);
  });
});
