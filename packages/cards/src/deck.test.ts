import { DECKS, cardOf, idOf, isCardOf, pointsOf, allCards } from './deck';

describe('decks', () => {
  it('have the sizes their games need, every id its own card', () => {
    const sizes = Object.fromEntries(Object.entries(DECKS).map(([name, deck]) => [name, deck.cards.length]));
    expect(sizes).toEqual({
      french24: 24,
      french32: 32,
      french52: 52,
      german24: 24,
      german32: 32,
      doppelkopf48: 48,
      tarot78: 78,
      tarock54: 54,
    });
    for (const deck of Object.values(DECKS)) deck.cards.forEach((card, index) => expect(card.id).toBe(index));
  });

  it('count 120 card points in the Skat, Sixty-Six and Schafkopf decks and 240 in Doppelkopf', () => {
    for (const name of ['french24', 'french32', 'german24', 'german32'] as const) {
      expect(pointsOf(DECKS[name], allCards(DECKS[name]))).toBe(120);
    }
    expect(pointsOf(DECKS.doppelkopf48, allCards(DECKS.doppelkopf48))).toBe(240);
    expect(pointsOf(DECKS.tarot78, allCards(DECKS.tarot78))).toBe(91);
  });

  it('tells the two copies of a Doppelkopf card apart', () => {
    const first = idOf(DECKS.doppelkopf48, 'hearts', '10');
    const second = idOf(DECKS.doppelkopf48, 'hearts', '10', 1);
    expect(first).not.toBe(second);
    expect(cardOf(DECKS.doppelkopf48, second)).toMatchObject({ suit: 'hearts', rank: '10', copy: 1 });
  });

  it('accepts only whole ids inside the deck from a client', () => {
    expect(isCardOf(DECKS.french24, 23)).toBe(true);
    for (const bad of [24, -1, 1.5, '3', null, undefined, Number.NaN]) expect(isCardOf(DECKS.french24, bad)).toBe(false);
  });
});
