import { createSimulator, playerViewFor, randomPositions, seededRandom } from '@tabula/game-kit';
import { aiConfig, search } from './ai';
import { determinize } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { SchafkopfView } from './view';

const positions = randomPositions(game, { count: 12, numPlayers: 4, seed: 3 });

describe('computer player', () => {
  it("is given only its seat's view: its own hand, the others as counts", () => {
    for (const { G, ctx } of positions) {
      const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
      const view = playerViewFor(game, G, ctx, seat) as SchafkopfView;
      if (G.revealed) continue;
      expect(Object.keys(view.hands)).toEqual([seat]);
      expect(view.dealtHands).toEqual({});
    }
  });

  it('fills in the unseen cards consistently: hand sizes, cards played, its own hand untouched', () => {
    for (const { G, ctx } of positions) {
      if (G.revealed) continue;
      const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
      const view = playerViewFor(game, G, ctx, seat) as SchafkopfView;
      const sample = determinize(view, ctx, seat, seededRandom(1));
      expect(sample.hands[seat]).toEqual(G.hands[seat]);
      for (const other of G.seats) expect(sample.hands[other]).toHaveLength(G.hands[other]!.length);
      const everyCard = [
        ...Object.values(sample.hands).flat(),
        ...sample.tricks.flatMap((t) => t.cards.map((p) => p.card)),
        ...sample.trick.cards.map((p) => p.card),
      ];
      expect(new Set(everyCard).size).toBe(G.deckName === 'german32' ? 32 : 24);
      if (G.contract?.calledSuit && G.partner !== null) expect(sample.partner).not.toBeNull();
    }
  });

  it('chooses one of the legal moves of its seat', async () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of positions.slice(0, 8).entries()) {
      const seat = Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;
      const view = playerViewFor(game, G, ctx, seat) as SchafkopfView;
      const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'easy', random: seededRandom(index + 1) });
      expect(enumerateMoves(G, ctx, seat)).toContainEqual(choice);
      expect(() =>
        simulator.apply(simulator.stateFrom(G, ctx, seededRandom(1)), {
          playerID: seat,
          kind: 'move',
          name: choice.move,
          args: choice.args,
        }),
      ).not.toThrow();
    }
  });

  it('asks for the next deal between deals, never quitting for the others', async () => {
    const choice = await aiConfig.chooseMove({
      view: {} as SchafkopfView,
      ctx: { phase: 'roundEnd' } as never,
      playerID: '1',
      level: 'medium',
      random: seededRandom(1),
    });
    expect(choice).toEqual({ move: 'nextRound', args: [] });
    expect(search.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
  });
});
