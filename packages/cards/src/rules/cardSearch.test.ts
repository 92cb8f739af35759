import { seededRandom } from '@tabula/game-kit';
import type { CardId } from '../deck';
import { type CardSearch, chooseCardBySearch, type WeightedSample } from './cardSearch';
import { copyTrickDeal, playTrickCard, type TrickDeal } from './cardSearchDeal';
import { newTrick, type Trick } from './trick';

// A toy trick game: two seats, any card may be played, the higher card takes the trick, and a
// trick's cards count for its taker and against the other seat. A deal is one trick.
const highest = (_G: TrickDeal, trick: Trick) => trick.cards.reduce((best, c) => (c.card > best.card ? c : best)).seat;
const deal = (hands: Record<string, CardId[]>): TrickDeal => ({
  seats: ['0', '1'],
  hands,
  trick: newTrick('0'),
  tricks: [],
  toAct: '0',
});
const payoffOfSeat0 = (G: TrickDeal) =>
  G.tricks.reduce((sum, t) => sum + (t.winner === '0' ? 1 : -1) * t.cards.reduce((s, c) => s + c.card, 0), 0);

function toySearch(
  samples: Array<WeightedSample<TrickDeal>>,
  overrides: Partial<CardSearch<TrickDeal>> = {},
): CardSearch<TrickDeal> {
  let drawn = 0;
  return {
    legal: samples[0]!.state.hands['0']!,
    sample: () => samples[drawn++ % samples.length]!,
    copy: copyTrickDeal,
    play: (G, card) => playTrickCard(G, card, highest),
    legalNow: (G) => G.hands[G.toAct]!,
    policy: (_G, legal, random) => legal[Math.floor(random() * legal.length)]!,
    isOver: (G) => G.tricks.length === 1,
    payoff: payoffOfSeat0,
    budget: { samples: 10, timeMs: 60_000 },
    random: seededRandom(1),
    ...overrides,
  };
}

describe('chooseCardBySearch', () => {
  it('plays the card with the best mean payoff, the searched samples left as they were', () => {
    const known = deal({ '0': [2, 8], '1': [5] });
    const choice = chooseCardBySearch(toySearch([{ state: known, weight: 1 }]));
    expect(choice.card).toBe(8);
    expect(choice.samples).toBe(10);
    expect(choice.means).toEqual(
      new Map([
        [2, -7],
        [8, 13],
      ]),
    );
    expect(known).toEqual(deal({ '0': [2, 8], '1': [5] }));
  });

  it('weighs each sample by its weight: the likelier deal of the unseen card decides', () => {
    // Seat 1 holds the 5 (take it with the 8) or the 9 (lose the 2 rather than the 8).
    const holds5 = deal({ '0': [2, 8], '1': [5] });
    const holds9 = deal({ '0': [2, 8], '1': [9] });
    const likely5 = chooseCardBySearch(
      toySearch([
        { state: holds5, weight: 9 },
        { state: holds9, weight: 1 },
      ]),
    );
    const likely9 = chooseCardBySearch(
      toySearch([
        { state: holds5, weight: 1 },
        { state: holds9, weight: 9 },
      ]),
    );
    expect([likely5.card, likely9.card]).toEqual([8, 2]);
    expect(likely9.means.get(2)).toBeCloseTo((5 * -7 + 45 * -11) / 50);
  });

  it('searches a forced card not at all, and stops at the time limit after at least one sample', () => {
    const forced = chooseCardBySearch(toySearch([{ state: deal({ '0': [4], '1': [5] }), weight: 1 }]));
    expect(forced).toMatchObject({ card: 4, samples: 0 });
    let clock = 0;
    const slow = toySearch([{ state: deal({ '0': [2, 8], '1': [5] }), weight: 1 }], {
      budget: { samples: 10, timeMs: 50 },
      now: () => (clock += 40),
    });
    expect(chooseCardBySearch(slow).samples).toBe(2);
  });
});

describe('playTrickCard', () => {
  it('passes the turn round the table and gives a full trick to its winner, who leads next', () => {
    const G = deal({ '0': [3, 7], '1': [6, 1] });
    playTrickCard(G, 3, highest);
    expect(G).toMatchObject({ toAct: '1', hands: { '0': [7] }, trick: { cards: [{ seat: '0', card: 3 }] } });
    playTrickCard(G, 6, highest);
    expect(G.tricks).toEqual([
      {
        leader: '0',
        cards: [
          { seat: '0', card: 3 },
          { seat: '1', card: 6 },
        ],
        winner: '1',
      },
    ]);
    expect(G).toMatchObject({ toAct: '1', trick: { leader: '1', cards: [] }, hands: { '1': [1] } });
  });
});
