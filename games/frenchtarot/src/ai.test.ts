import { createSimulator, playerViewFor, randomPositions, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { isKing, isOudler, isTrump } from './cards';
import { determinize } from './determinize';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { bidFor, cardToCall, cardToDiscard, contractWorth } from './handValue';
import { card, cards, dealState } from './testState';
import type { TarotView } from './view';

const positions = [4, 5, 3].flatMap((numPlayers) => randomPositions(game, { count: 8, numPlayers, seed: numPlayers }));
const seatOf = (ctx: { activePlayers: Record<string, string> | null; currentPlayer: string }) =>
  Object.keys(ctx.activePlayers ?? { [ctx.currentPlayer]: 1 })[0]!;

describe('the computer’s rules of thumb', () => {
  it('bids by the hand’s worth: passes a weak hand, guards a strong one, passes what it cannot outbid', () => {
    expect(contractWorth(cards('T2 T3 T4 1h 2h 3h 4h 5h 6s 7s 8s 9s 1d 2d 3d 4d 5c 6c'))).toBeNull();
    const strong = cards('T21 EX T1 T20 T18 T17 T15 T12 T9 T7 T5 Kh Qh Ks 2s 3s 4d 5d');
    expect(contractWorth(strong)).not.toBeNull();
    expect(['garde', 'gardeSans', 'gardeContre']).toContain(
      bidFor(strong, ['pass', 'petite', 'garde', 'gardeSans', 'gardeContre']),
    );
    expect(bidFor(cards('T2 T3 1h'), ['pass', 'gardeContre'])).toBe('pass');
  });

  it('calls the king of its longest suit, and discards to make a void, never a card the rules forbid', () => {
    expect(cardToCall(cards('Kh Qs Cs Js 2s 3s 4h'))).toEqual(cards('Ks')[0]);
    const hand = cards('Kh Qh Cd 2d 3s 4s 5s 6s T5 T1');
    expect(cardToDiscard(hand, cards('Qh Cd 2d 3s 4s 5s 6s'))).toEqual(cards('Cd')[0]);
  });
});

describe('computer player', () => {
  it('fills in the unseen cards consistently: hand sizes, every card once, its own hand untouched', () => {
    for (const { G, ctx } of positions) {
      if (G.revealed) continue;
      const seat = seatOf(ctx);
      const view = playerViewFor(game, G, ctx, seat) as TarotView;
      const sample = determinize(view, ctx, seat, seededRandom(1));
      expect(sample.hands[seat]).toEqual(G.hands[seat]);
      for (const other of G.seats) expect(sample.hands[other]).toHaveLength(G.hands[other]!.length);
      expect(sample.discards).toHaveLength(G.discards.length);
      const everyCard = [
        ...Object.values(sample.hands).flat(),
        ...sample.tricks.flatMap((t) => t.cards.map((p) => p.card)),
        ...sample.trick.cards.map((p) => p.card),
        ...sample.discards,
        ...(sample.contract && ['petite', 'garde'].includes(sample.contract.kind) ? [] : sample.kitty),
      ];
      expect(new Set(everyCard).size).toBe(78);
      // Discards the seat did not see hold no king, oudler or hidden trump.
      if (seat !== G.contract?.taker)
        for (const card of sample.discards.filter((c) => !G.trumpDiscards.includes(c))) {
          expect(isKing(card) || isOudler(card) || isTrump(card)).toBe(false);
        }
    }
  });

  it('deals a poignée’s shown trumps to the hand that showed them, and no other trump beside a shown Excuse', () => {
    const shownLow = cards('T2 T3 T4 T5 T6 T7 T8 T9 T10 T11');
    const shownWithExcuse = cards('T12 T13 T14 T15 T16 T17 T18 T19 T20 EX');
    const G = dealState({
      hands: [
        '1c 2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Cc Qc Kc 1s 2s 3s 4s',
        'T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T21 T1 5s 6s 7s 8s 9s 10s',
        'T12 T13 T14 T15 T16 T17 T18 T19 T20 EX Js Cs Qs Ks 1h 2h 3h 4h',
        '5h 6h 7h 8h 9h 10h Jh Ch Qh Kh 1d 2d 3d 4d 5d 6d 7d 8d',
      ],
      kitty: '9d 10d Jd Cd Qd Kd',
      contract: { taker: '3', kind: 'gardeSans' },
      toAct: '0',
    });
    G.poignees = [
      { seat: '1', level: 'single', cards: shownLow },
      { seat: '2', level: 'single', cards: shownWithExcuse },
    ];
    G.trick = { leader: '1', cards: [{ seat: '1', card: card('T2') }] };
    G.hands['1'] = G.hands['1']!.filter((c) => c !== card('T2'));
    const ctx = { phase: 'play', currentPlayer: '0', activePlayers: null, gameover: undefined } as never;
    const view = playerViewFor(game, G, ctx, '0') as TarotView;
    for (let seed = 1; seed <= 20; seed += 1) {
      const sample = determinize(view, ctx, '0', seededRandom(seed));
      // The trump played is no longer in the hand; the nine others shown are, whatever the draw.
      expect(sample.hands['1']).toEqual(expect.arrayContaining(shownLow.filter((c) => c !== card('T2'))));
      expect(sample.hands['1']).not.toContain(card('T2'));
      expect(sample.hands['2']).toEqual(expect.arrayContaining(shownWithExcuse));
      expect(sample.hands['2']!.filter(isTrump)).toHaveLength(9);
      expect(sample.hands['1']).toHaveLength(17);
      expect(sample.hands['2']).toHaveLength(18);
    }
  });

  it('chooses one of the legal moves of its seat', async () => {
    const simulator = createSimulator(game);
    for (const [index, { G, ctx }] of positions.entries()) {
      if (ctx.gameover) continue;
      const seat = seatOf(ctx);
      const view = playerViewFor(game, G, ctx, seat) as TarotView;
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
      view: {} as TarotView,
      ctx: { phase: 'roundEnd' } as never,
      playerID: '1',
      level: 'medium',
      random: seededRandom(1),
    });
    expect(choice).toEqual({ move: 'nextRound', args: [] });
    expect(aiConfig.levels.map((level) => level.key)).toEqual(['easy', 'medium', 'hard']);
  });
});
