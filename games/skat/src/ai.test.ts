import { createSimulator, playerViewFor, randomPositions, seededRandom } from '@tabula/game-kit';
import { search } from './ai';
import { determinize } from './determinize';
import { game } from './game';
import type { SkatState, SkatView } from './types';

const driver = { ...game, playerView: undefined };

describe('skat AI', () => {
  const positions = randomPositions(driver, { count: 8, numPlayers: 3, seed: 4 });

  it('is given the seat view: no other hand, no skat', () => {
    for (const { G, ctx } of positions) {
      const seat = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, seat) as SkatView;
      if (G.stage === 'roundEnd') continue;
      expect(
        Object.keys(view.hands).filter((s) => s !== seat && !(G.contract?.announcement === 'ouvert' && s === G.declarer)),
      ).toEqual([]);
      expect(view.skat).toEqual([]);
    }
  });

  it('determinizes consistently: 32 distinct cards, own hand kept, counts matched', () => {
    for (const [index, { G, ctx }] of positions.entries()) {
      if (G.stage === 'roundEnd') continue;
      const seat = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, seat) as SkatView;
      const full: SkatState = determinize(view, ctx, seat, seededRandom(index));
      expect(full.hands[seat]).toEqual(G.hands[seat]);
      for (const s of ['0', '1', '2']) expect(full.hands[s]!.length).toBe(G.hands[s]!.length);
      const played = [...full.tricks.flatMap((t) => t.trick.cards), ...full.trick.cards].map((p) => p.card);
      const pile = G.pickedUp && G.stage !== 'discarding' ? full.discards : full.skat;
      const all = [...Object.values(full.hands).flat(), ...played, ...pile];
      expect(new Set(all).size).toBe(32);
    }
  });

  it('chooses only legal moves', () => {
    const simulator = createSimulator(driver);
    for (const [index, { G, ctx }] of positions.entries()) {
      if (G.stage === 'roundEnd') continue;
      const playerID = ctx.currentPlayer;
      const view = playerViewFor(game, G, ctx, playerID) as SkatView;
      const move = search.chooseMove({ view, ctx, playerID, level: 'test', random: seededRandom(index) });
      const legal = simulator
        .actionsOf(simulator.stateFrom(G, ctx, seededRandom(0)), playerID)
        .map((a) => ({ move: a.name, args: a.args }));
      expect(legal).toContainEqual(move);
    }
  });
});
