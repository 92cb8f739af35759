import { availableContracts, callableSuits, rulesFor, soloSuits } from './contracts';
import { cards, card } from './testState';
import { trickWinner } from '@tabula/cards';

describe('calling an ace (Rufspiel)', () => {
  it('offers only aces of a suit in which the taker holds a card that is neither Ober nor Unter, and never hearts', () => {
    // Holds the ace of leaves, only the Ober and Unter of bells, a plain acorn and plain hearts.
    const hand = cards('A-leaves 9-leaves O-bells U-bells 7-acorns 7-hearts 8-hearts K-hearts');
    expect(callableSuits('german32', hand)).toEqual(['acorns']);
  });

  it('makes the Rufspiel unavailable without a callable ace, and with three players', () => {
    const hand = cards('A-acorns A-leaves A-bells 7-hearts O-acorns O-leaves U-acorns U-hearts');
    expect(availableContracts('german32', hand, 4)).toEqual(['bettel', 'wenz', 'solo']);
    const callable = cards('9-acorns A-leaves A-bells 7-hearts O-acorns O-leaves U-acorns U-hearts');
    expect(availableContracts('german32', callable, 4)).toContain('rufspiel');
    expect(
      availableContracts('german24', cards('9-acorns A-leaves A-bells 9-hearts O-acorns O-leaves U-acorns U-hearts', 3), 3),
    ).not.toContain('rufspiel');
  });

  it('lets a Solo choose only suits in which the taker holds a card that is not an Ober or Unter', () => {
    const hand = cards('O-acorns O-leaves O-hearts U-bells A-hearts 10-hearts 7-bells 8-bells');
    expect(soloSuits('german32', hand)).toEqual(['hearts', 'bells']);
  });
});

describe('card ranking', () => {
  const trick = (names: string, kind: 'rufspiel' | 'wenz' | 'bettel' | 'solo', trumpSuit: 'acorns' | null = null) =>
    trickWinner(
      { leader: '0', cards: cards(names).map((c, i) => ({ seat: String(i), card: c })) },
      rulesFor('german32', kind, trumpSuit),
    );

  it('ranks Obers above Unters above the trump suit in a Rufspiel, hearts being trumps', () => {
    expect(trick('A-hearts U-bells O-bells 10-hearts', 'rufspiel')).toBe('2');
    expect(trick('A-acorns 7-hearts 10-acorns K-acorns', 'rufspiel')).toBe('1');
  });

  it('makes only the Unters trumps in a Wenz, the Ober ranking between 9 and King', () => {
    expect(trick('O-acorns K-acorns U-bells 9-acorns', 'wenz')).toBe('2');
    expect(trick('O-acorns 9-acorns 7-acorns 8-acorns', 'wenz')).toBe('0');
    expect(trick('O-acorns K-acorns 7-acorns 8-acorns', 'wenz')).toBe('1');
  });

  it('has no trumps in a Bettel, with the natural order A K O U 10 9 8 7', () => {
    expect(trick('10-leaves U-leaves O-hearts 9-leaves', 'bettel')).toBe('1');
  });

  it('makes the chosen suit trumps in a Solo', () => {
    expect(trick('A-hearts 7-acorns 10-hearts K-hearts', 'solo', 'acorns')).toBe('1');
    expect(card('7-acorns')).not.toBe(card('7-hearts'));
  });
});
