import { seededRandom } from '@tabula/game-kit';
import { allCards, cardOf, DECKS, idOf } from '../deck';
import { dealUnseen, shuffled, type UnseenSlot } from './unseenCards';

const deck = DECKS.french32;
const suitOf = (card: number) => cardOf(deck, card).suit;
const hearts = (card: number) => suitOf(card) === 'hearts';
const unseen = allCards(deck).slice(0, 22);

describe('shuffled', () => {
  it('reorders a copy, the same random giving the same order', () => {
    const cards = allCards(deck);
    const once = shuffled(cards, seededRandom(3));
    expect(once).toEqual(shuffled(cards, seededRandom(3)));
    expect(once).not.toEqual(cards);
    expect([...once].sort((a, b) => a - b)).toEqual(cards);
    expect(cards).toEqual(allCards(deck));
  });
});

describe('dealUnseen', () => {
  const slots: UnseenSlot<'1' | '2' | 'skat'>[] = [
    { id: '1', size: 10 },
    { id: '2', size: 10 },
    { id: 'skat', size: 2 },
  ];

  it('fills every slot with its size, each unseen card exactly once', () => {
    const dealt = dealUnseen({ cards: unseen, slots, random: seededRandom(1) });
    expect([dealt['1'].length, dealt['2'].length, dealt.skat.length]).toEqual([10, 10, 2]);
    expect([...dealt['1'], ...dealt['2'], ...dealt.skat].sort((a, b) => a - b)).toEqual(unseen);
  });

  it('deals the same cards the same way for the same random, and differently for another', () => {
    const deal = (seed: number) => dealUnseen({ cards: unseen, slots, random: seededRandom(seed) });
    expect(deal(9)).toEqual(deal(9));
    expect(deal(9)).not.toEqual(deal(10));
  });

  it('without refusals, puts a card in each slot as often as its size says', () => {
    let inSkat = 0;
    for (let seed = 0; seed < 1100; seed += 1)
      if (dealUnseen({ cards: unseen, slots, random: seededRandom(seed) }).skat.includes(0)) inSkat += 1;
    // 2 places of 22: about 100 times in 1100.
    expect(inSkat).toBeGreaterThan(60);
    expect(inSkat).toBeLessThan(140);
  });

  it('never puts a refused card in a slot that refuses it when a deal without one exists', () => {
    // Seat 1 showed out of hearts, seat 2 holds the ace of spades (known elsewhere): the skat can take
    // only two cards, so every heart but those must go to seat 2, whatever order the cards come in.
    const aceOfSpades = idOf(deck, 'spades', 'A');
    const cards = [...allCards(deck).filter(hearts), ...allCards(deck).filter((card) => suitOf(card) === 'spades')];
    const constrained: UnseenSlot[] = [
      { id: '1', size: 7, refuses: (card) => hearts(card) || card === aceOfSpades },
      { id: '2', size: 7 },
      { id: 'skat', size: 2, refuses: (card) => card === aceOfSpades },
    ];
    for (let seed = 0; seed < 200; seed += 1) {
      const dealt = dealUnseen({ cards, slots: constrained, random: seededRandom(seed) });
      expect(dealt['1']!.filter(hearts)).toEqual([]);
      expect(dealt['1']).not.toContain(aceOfSpades);
      expect(dealt.skat).not.toContain(aceOfSpades);
      expect(dealt['2']).toContain(aceOfSpades);
      expect(dealt['1']).toHaveLength(7);
      expect(dealt['2']).toHaveLength(7);
    }
  });

  it('when the refusals cannot all be met, still fills every slot and breaks as few as it must', () => {
    // Eight hearts, but only six places outside seat 1, which refuses them: two must go there.
    const cards = [...allCards(deck).filter(hearts), idOf(deck, 'clubs', 'A'), idOf(deck, 'clubs', '10')];
    const impossible: UnseenSlot[] = [
      { id: '1', size: 4, refuses: hearts },
      { id: '2', size: 6 },
    ];
    for (let seed = 0; seed < 50; seed += 1) {
      const dealt = dealUnseen({ cards, slots: impossible, random: seededRandom(seed) });
      expect(dealt['1']).toHaveLength(4);
      expect(dealt['1']!.filter(hearts)).toHaveLength(2);
      expect([...dealt['1']!, ...dealt['2']!].sort((a, b) => a - b)).toEqual([...cards].sort((a, b) => a - b));
    }
  });

  it('refuses slots whose sizes do not add up to the unseen cards', () => {
    expect(() => dealUnseen({ cards: unseen, slots: [{ id: '1', size: 10 }], random: seededRandom(1) })).toThrow(/22/);
  });
});
