import { createSimulator, playerViewFor, randomPositions, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { calledCardOf } from './bidding';
import { PACK } from './cards';
import { makeDeterminize } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { announceByHand, bidByHand } from './handValue';
import { cards, dealState } from './testState';
import type { ZwanzigerrufenView } from './view';

const positions = randomPositions(game, { count: 16, numPlayers: 4, seed: 3 });
const seatToAct = (ctx: { activePlayers?: Record<string, string> | null; currentPlayer: string }) =>
  Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;

describe('computer player', () => {
  it('fills in the unseen cards consistently: hand sizes, cards played, its own hand, where its calls place cards', () => {
    const determinize = makeDeterminize('informed');
    for (const { G, ctx } of positions) {
      if (G.revealed || G.contract === null) continue;
      const seat = seatToAct(ctx);
      const view = playerViewFor(game, G, ctx, seat) as ZwanzigerrufenView;
      expect(Object.keys(view.hands)).toEqual([seat]);
      const sample = determinize(view, ctx, seat, seededRandom(1));
      expect(sample.hands[seat]).toEqual(G.hands[seat]);
      for (const other of G.seats) expect(sample.hands[other]).toHaveLength(G.hands[other]!.length);
      const everyCard = [
        ...Object.values(sample.hands).flat(),
        ...sample.tricks.flatMap((t) => t.cards.map((p) => p.card)),
        ...sample.trick.cards.map((p) => p.card),
      ];
      expect(new Set(everyCard)).toEqual(new Set(PACK));
      const called = calledCardOf(G.contract);
      if (called !== null) {
        expect(sample.partner).not.toBeNull();
        expect(sample.partner).not.toBe(G.contract.taker);
      }
    }
  });

  it("places the tarocks above the called one in the taker's hand", () => {
    const G = dealState({
      hands: [
        'Skus T21 T19 T15 T14 K-hearts Q-hearts C-hearts J-hearts low-hearts',
        'T20 T17 T16 T18 T13 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
        'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
        'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
      ],
      contract: { kind: 'normal', taker: '1', calledRank: '19' },
    });
    const view = { ...G, hands: { 2: G.hands['2']! }, handCounts: { 0: 10, 1: 10, 2: 10, 3: 10 }, partner: null };
    for (let seed = 1; seed <= 10; seed += 1) {
      const sample = makeDeterminize('informed')(view, {} as never, '2', seededRandom(seed));
      expect(sample.hands['1']).toEqual(expect.arrayContaining(cards('T20')));
      expect(sample.partner).not.toBe('1');
    }
  });

  it('bids a Solo with a Solo hand, a Normal game when it must, and passes otherwise', () => {
    const strong = cards('Skus T21 T20 T19 T18 T17 T15 T9 K-hearts Q-hearts');
    expect(bidByHand(strong, ['normal', 'solo'])).toBe('solo');
    const weak = cards('T12 T11 T5 K-hearts Q-hearts C-hearts J-hearts low-hearts low-clubs J-clubs');
    expect(bidByHand(weak, ['normal', 'suitSolo', 'solo'])).toBe('normal');
    expect(bidByHand(weak, ['pass', 'suitSolo', 'solo'])).toBe('pass');
    const contract = { kind: 'normal' as const, taker: '1', calledRank: '20' };
    const game1 = [{ item: 'game' as const, side: 'takers' as const, level: 1, by: null, raisedBy: [] }];
    expect(announceByHand(weak, 'opponents', contract, game1, ['pass', 'raise:takers:game'])).toBe('pass');
    expect(announceByHand(strong, 'opponents', contract, game1, ['pass', 'raise:takers:game'])).toBe('raise:takers:game');
    // Holding the Sküs, which nothing beats: Contra on the other side's Valat.
    const withSkus = cards('Skus T12 T11 K-hearts Q-hearts C-hearts J-hearts low-hearts low-clubs J-clubs');
    const valat = [...game1, { item: 'valat' as const, side: 'takers' as const, level: 1, by: '1', raisedBy: [] }];
    expect(announceByHand(withSkus, 'opponents', contract, valat, ['pass', 'raise:takers:valat'])).toBe('raise:takers:valat');
    expect(announceByHand(weak, 'opponents', contract, valat, ['pass', 'raise:takers:valat'])).toBe('pass');
    // The XXI, beaten by the Sküs alone, or two kings: a trick the Valat is unlikely to take from it.
    const withMond = cards('T21 T5 K-hearts K-clubs C-hearts J-hearts low-hearts low-clubs J-clubs Q-diamonds');
    expect(announceByHand(withMond, 'opponents', contract, valat, ['pass', 'raise:takers:valat'])).toBe('raise:takers:valat');
    const kings = [...game1, { item: 'kings' as const, side: 'takers' as const, level: 1, by: '1', raisedBy: [] }];
    expect(announceByHand(withMond, 'opponents', contract, kings, ['pass', 'raise:takers:kings'])).toBe('raise:takers:kings');
    expect(announceByHand(weak, 'opponents', contract, kings, ['pass', 'raise:takers:kings'])).toBe('pass');
  });

  it('chooses one of the legal moves of its seat', async () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of positions.slice(0, 10).entries()) {
      const seat = seatToAct(ctx);
      const view = playerViewFor(game, G, ctx, seat) as ZwanzigerrufenView;
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
      view: {} as ZwanzigerrufenView,
      ctx: { phase: 'roundEnd' } as never,
      playerID: '1',
      level: 'medium',
      random: seededRandom(1),
    });
    expect(choice).toEqual({ move: 'nextRound', args: [] });
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
    expect(aiConfig.defaultLevel).toBe('medium');
  });
});
