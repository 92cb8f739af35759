import { playerViewFor, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { determinize } from './determinize';
import { enumerate } from './enumerate';
import { game } from './game';
import { otherSeat } from './rules';
import { cards, position, run } from './testing';
import type { SixtySixView } from './types';

const positions = randomPositions(game, { count: 16, seed: 7 });

describe('the computer player', () => {
  it("is given the seat's view, with no other hand and no stock in it, and plays only legal moves", async () => {
    for (const [index, { G, ctx }] of positions.entries()) {
      const seat = seatsThatMayAct(ctx)[0]!;
      const view = playerViewFor(game, G, ctx, seat) as SixtySixView;
      if (G.outcome === null) expect(view.hands[otherSeat(seat)]).toBeUndefined();
      expect(view).not.toHaveProperty('stock');
      const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'easy', random: seededRandom(index) });
      expect(enumerate(G, ctx, seat)).toContainEqual({ move: choice.move, args: choice.args });
    }
  });

  it('deals only unseen cards to the other hand and the stock, in the right numbers', () => {
    for (const [index, { G, ctx }] of positions.entries()) {
      if (G.outcome !== null) continue;
      const seat = seatsThatMayAct(ctx)[0]!;
      const other = otherSeat(seat);
      const view = playerViewFor(game, G, ctx, seat) as SixtySixView;
      const sample = determinize(view, ctx, seat, seededRandom(index));
      expect(sample.hands[seat]).toEqual(G.hands[seat]);
      expect(sample.hands[other]).toHaveLength(G.hands[other]!.length);
      expect(sample.stock).toHaveLength(G.stock.length);
      if (view.trumpCard !== null) expect(sample.stock[sample.stock.length - 1]).toBe(G.trumpCard);
      const everyCard = [
        ...sample.hands['0']!,
        ...sample.hands['1']!,
        ...sample.stock,
        ...sample.wonCards['0']!,
        ...sample.wonCards['1']!,
        ...sample.trick.cards.map((p) => p.card),
      ].sort((a, b) => a - b);
      expect(everyCard).toEqual(Array.from({ length: 24 }, (_, i) => i));
      for (const suit of G.voids[other]!) {
        // A void shown in strict play is real: the sample may not contradict it when the true hand does not.
        expect(
          sample.hands[other]!.some((card) => Math.floor(card / 6) === ['clubs', 'spades', 'hearts', 'diamonds'].indexOf(suit)),
        ).toBe(false);
      }
    }
  });

  it('knows the other seat holds the trump card it took for the 9 until it plays it', () => {
    const exchanged = run(
      position({
        hands: { '0': cards('9H AC 10C KC QC 9S'), '1': cards('AS 10S KS QS JS JC') },
        stock: cards('9C 10H JH QH KH JD AD 10D 9D AH'),
        trumpSuit: 'hearts',
        leader: '0',
        extra: { trickCounts: { '0': 1, '1': 0 }, wonCards: { '0': cards('QD KD'), '1': [] } },
      }),
      ['exchangeTrumpNine'],
      ['play', { card: cards('AC')[0]! }],
    );
    const view = playerViewFor(game, exchanged.G, exchanged.ctx, '1') as SixtySixView;
    expect(view.exchangedTrump).toEqual({ seat: '0', takenCard: cards('AH')[0] });
    for (let sample = 0; sample < 20; sample += 1) {
      expect(determinize(view, exchanged.ctx, '1', seededRandom(sample)).hands['0']).toContain(cards('AH')[0]);
    }
  });

  it('leaves the view untouched', () => {
    const { G, ctx } = positions[5]!;
    const seat = seatsThatMayAct(ctx)[0]!;
    const view = playerViewFor(game, G, ctx, seat) as SixtySixView;
    const before = JSON.stringify(view);
    determinize(view, ctx, seat, seededRandom(1));
    expect(JSON.stringify(view)).toBe(before);
  });

  it('asks for the next round once a round is over', async () => {
    const ended = run(
      position({
        hands: { '0': cards('9C'), '1': cards('9S') },
        stock: cards('9D QH'),
        trumpSuit: 'hearts',
        leader: '0',
        extra: {
          wonCards: { '0': cards('AC 10C KC QC JC AS 10S KS QS JS JD QD KH'), '1': cards('AD 10D KD QH AH') },
          trickCounts: { '0': 6, '1': 3 },
        },
      }),
      ['claimOut'],
    );
    const view = playerViewFor(game, ended.G, ended.ctx, '1') as SixtySixView;
    const choice = await aiConfig.chooseMove({ view, ctx: ended.ctx, playerID: '1', level: 'medium', random: seededRandom(1) });
    expect(choice).toEqual({ move: 'nextRound', args: [] });
  });
});
