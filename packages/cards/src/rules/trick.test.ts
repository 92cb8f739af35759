import { DECKS, idOf, type Rank, type Suit } from '../deck';
import { contractRules, rankFaces, suitFaces } from './contract';
import {
  isLegalPlay,
  isTrickComplete,
  legalPlays,
  newTrick,
  seatToPlay,
  trickWinner,
  type Trick,
  type TrickRules,
} from './trick';

/** A trick led by seat 0, the cards played by seats 0, 1, 2... in order. */
function trickOf(...cards: number[]): Trick {
  return { leader: '0', cards: cards.map((card, index) => ({ seat: String(index), card })) };
}

describe('Sixty-Six (hearts trump)', () => {
  const deck = DECKS.french24;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const spec = { trumps: suitFaces('hearts', ['A', '10', 'K', 'Q', 'J', '9']), plainOrder: ['9', 'J', 'Q', 'K', '10', 'A'] };
  const open = contractRules(deck, { ...spec, freePlay: true });
  const closed = contractRules(deck, { ...spec, mustHead: true, mustTrump: true });

  it('lets any card be played while the stock is open, even a lower card of another suit', () => {
    const hand = [c('A', 'spades'), c('9', 'spades'), c('Q', 'hearts'), c('J', 'diamonds')];
    expect(legalPlays(hand, trickOf(c('K', 'spades')), open)).toEqual(hand);
  });

  it('after closing, makes the follower head the trick when a higher card of the suit is held', () => {
    const hand = [c('A', 'spades'), c('9', 'spades'), c('Q', 'hearts'), c('J', 'diamonds')];
    expect(legalPlays(hand, trickOf(c('K', 'spades')), closed)).toEqual([c('A', 'spades')]);
  });

  it('after closing, allows any card of the suit when none beats the lead', () => {
    const hand = [c('9', 'spades'), c('K', 'spades'), c('Q', 'hearts')];
    expect(legalPlays(hand, trickOf(c('A', 'spades')), closed)).toEqual([c('9', 'spades'), c('K', 'spades')]);
  });

  it('after closing, makes a player void in the suit led play a trump', () => {
    const hand = [c('9', 'hearts'), c('J', 'diamonds'), c('A', 'hearts')];
    expect(legalPlays(hand, trickOf(c('K', 'spades')), closed)).toEqual([c('9', 'hearts'), c('A', 'hearts')]);
  });

  it('after closing, allows anything to a player void in the suit led and in trumps', () => {
    const hand = [c('J', 'diamonds'), c('A', 'clubs')];
    expect(legalPlays(hand, trickOf(c('K', 'spades')), closed)).toEqual(hand);
  });

  it('after closing, makes the follower beat a trump lead with a higher trump', () => {
    const hand = [c('J', 'hearts'), c('A', 'hearts'), c('A', 'spades')];
    expect(legalPlays(hand, trickOf(c('K', 'hearts')), closed)).toEqual([c('A', 'hearts')]);
  });

  it('gives the trick to a trump over a higher card of the suit led, else to the highest of the suit led', () => {
    expect(trickWinner(trickOf(c('A', 'spades'), c('9', 'hearts')), open)).toBe('1');
    expect(trickWinner(trickOf(c('10', 'spades'), c('A', 'spades')), open)).toBe('1');
    expect(trickWinner(trickOf(c('10', 'spades'), c('A', 'clubs')), open)).toBe('0');
  });
});

describe('Skat', () => {
  const deck = DECKS.french32;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const jacks = rankFaces('J', ['clubs', 'spades', 'hearts', 'diamonds']);
  const plain = ['7', '8', '9', 'Q', 'K', '10', 'A'];
  const clubsGame = contractRules(deck, {
    trumps: [...jacks, ...suitFaces('clubs', ['A', '10', 'K', 'Q', '9', '8', '7'])],
    plainOrder: plain,
  });
  const grand = contractRules(deck, { trumps: jacks, plainOrder: plain });
  const nullGame = contractRules(deck, { trumps: [], plainOrder: ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'] });

  it('counts a jack as a trump: a jack lead is followed with trumps of the trump suit too', () => {
    const hand = [c('7', 'spades'), c('J', 'diamonds'), c('A', 'clubs')];
    expect(legalPlays(hand, trickOf(c('J', 'spades')), clubsGame)).toEqual([c('J', 'diamonds'), c('A', 'clubs')]);
  });

  it('does not let a jack follow its printed suit', () => {
    const hand = [c('J', 'spades'), c('A', 'hearts')];
    expect(legalPlays(hand, trickOf(c('7', 'spades')), clubsGame)).toEqual(hand);
  });

  it('has no duty to trump or to beat: anything goes when void', () => {
    const hand = [c('J', 'spades'), c('8', 'diamonds')];
    expect(legalPlays(hand, trickOf(c('A', 'hearts'), c('K', 'hearts')), clubsGame)).toEqual(hand);
  });

  it('ranks the four jacks above everything in a grand, clubs highest', () => {
    expect(trickWinner(trickOf(c('A', 'clubs'), c('J', 'diamonds'), c('10', 'clubs')), grand)).toBe('1');
    expect(trickWinner(trickOf(c('J', 'hearts'), c('J', 'clubs'), c('J', 'spades')), grand)).toBe('1');
  });

  it('ranks a ten below the jack in a null game, with no trumps at all', () => {
    expect(nullGame.hasTrumps).toBe(false);
    expect(trickWinner(trickOf(c('10', 'hearts'), c('J', 'hearts'), c('A', 'clubs')), nullGame)).toBe('1');
    const hand = [c('J', 'spades'), c('A', 'hearts')];
    expect(legalPlays(hand, trickOf(c('7', 'spades')), nullGame)).toEqual([c('J', 'spades')]);
  });
});

describe('Schafkopf Rufspiel (hearts trump)', () => {
  const deck = DECKS.german32;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const suitsHigh: Suit[] = ['acorns', 'leaves', 'hearts', 'bells'];
  const rules = contractRules(deck, {
    trumps: [...rankFaces('O', suitsHigh), ...rankFaces('U', suitsHigh), ...suitFaces('hearts', ['A', '10', 'K', '9', '8', '7'])],
    plainOrder: ['7', '8', '9', 'K', '10', 'A'],
  });

  it('makes a heart lead be followed by any trump, Obers and Unters included', () => {
    const hand = [c('O', 'bells'), c('7', 'hearts'), c('A', 'leaves'), c('U', 'acorns')];
    expect(legalPlays(hand, trickOf(c('A', 'hearts')), rules)).toEqual([c('O', 'bells'), c('7', 'hearts'), c('U', 'acorns')]);
  });

  it('gives the trick to the lowest heart over the aces of a plain suit', () => {
    expect(trickWinner(trickOf(c('A', 'leaves'), c('10', 'leaves'), c('7', 'hearts'), c('K', 'leaves')), rules)).toBe('2');
    expect(trickWinner(trickOf(c('A', 'hearts'), c('U', 'bells'), c('O', 'bells'), c('U', 'acorns')), rules)).toBe('2');
  });
});

describe('duties to trump and to overtrump (French Tarot)', () => {
  const deck = DECKS.tarot78;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const trumpRanksHigh = Array.from({ length: 21 }, (_, i) => String(21 - i));
  const spec = {
    trumps: [...suitFaces('trumps', trumpRanksHigh), { suit: 'trumps' as const, rank: 'excuse' }],
    plainOrder: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'C', 'Q', 'K'],
  };
  const tarot = contractRules(deck, { ...spec, mustTrump: true, mustOvertrump: true });

  it('makes a player void in the suit led beat the highest trump when able', () => {
    const hand = [c('5', 'trumps'), c('15', 'trumps'), c('K', 'hearts')];
    expect(legalPlays(hand, trickOf(c('3', 'spades'), c('10', 'trumps')), tarot)).toEqual([c('15', 'trumps')]);
  });

  it('still makes that player trump (lower) when no trump of theirs is high enough', () => {
    const hand = [c('5', 'trumps'), c('K', 'hearts')];
    expect(legalPlays(hand, trickOf(c('3', 'spades'), c('10', 'trumps')), tarot)).toEqual([c('5', 'trumps')]);
  });

  it('makes a follower of a trump lead play higher when able', () => {
    const hand = [c('3', 'trumps'), c('14', 'trumps'), c('K', 'hearts')];
    expect(legalPlays(hand, trickOf(c('12', 'trumps')), tarot)).toEqual([c('14', 'trumps')]);
    expect(legalPlays([c('3', 'trumps'), c('K', 'hearts')], trickOf(c('12', 'trumps')), tarot)).toEqual([c('3', 'trumps')]);
  });

  it('with a duty to overtrump but none to trump, allows a discard or a higher trump, never a lower one', () => {
    const optional = contractRules(deck, { ...spec, mustOvertrump: true });
    const hand = [c('5', 'trumps'), c('15', 'trumps'), c('2', 'hearts')];
    expect(legalPlays(hand, trickOf(c('3', 'spades'), c('10', 'trumps')), optional)).toEqual([
      c('15', 'trumps'),
      c('2', 'hearts'),
    ]);
  });

  it('does not make a follower head a trick that is already trumped', () => {
    const heading: TrickRules = contractRules(deck, { ...spec, mustHead: true });
    const hand = [c('2', 'spades'), c('K', 'spades')];
    expect(legalPlays(hand, trickOf(c('5', 'spades'), c('1', 'trumps')), heading)).toEqual(hand);
    expect(legalPlays(hand, trickOf(c('5', 'spades'), c('4', 'spades')), heading)).toEqual([c('K', 'spades')]);
  });
});

describe('equal cards (Doppelkopf)', () => {
  const deck = DECKS.doppelkopf48;
  const rules = contractRules(deck, {
    trumps: [{ suit: 'hearts', rank: '10' }, ...rankFaces('Q', ['clubs', 'spades', 'hearts', 'diamonds'])],
    plainOrder: ['9', 'J', 'Q', 'K', '10', 'A'],
  });

  it('gives the trick to the first of two equal cards played', () => {
    const first = idOf(deck, 'hearts', '10', 1);
    const second = idOf(deck, 'hearts', '10', 0);
    expect(rules.strength(first)).toBe(rules.strength(second));
    expect(trickWinner(trickOf(idOf(deck, 'clubs', 'Q'), first, second), rules)).toBe('1');
  });
});

describe('checking what a client sends', () => {
  const deck = DECKS.french24;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const rules = contractRules(deck, {
    trumps: suitFaces('hearts', ['A', '10', 'K', 'Q', 'J', '9']),
    plainOrder: ['9', 'J', 'Q', 'K', '10', 'A'],
  });
  const hand = [c('A', 'spades'), c('J', 'diamonds')];

  it('accepts a legal card of the hand only', () => {
    const trick = trickOf(c('K', 'spades'));
    expect(isLegalPlay(hand, trick, rules, c('A', 'spades'))).toBe(true);
    expect(isLegalPlay(hand, trick, rules, c('J', 'diamonds'))).toBe(false);
    for (const sent of [c('9', 'spades'), String(c('A', 'spades')), null, undefined, { card: c('A', 'spades') }, -1, 1.5]) {
      expect(isLegalPlay(hand, trick, rules, sent)).toBe(false);
    }
  });

  it('lets any card of the hand be led', () => {
    expect(legalPlays(hand, newTrick('1'), rules)).toEqual(hand);
  });

  it('refuses to build rules that leave a card unranked, and to rank a card the deck does not have', () => {
    expect(() => contractRules(deck, { trumps: [], plainOrder: ['9', '10', 'J', 'Q', 'K'] })).toThrow(/A of clubs/);
    expect(() => rules.strength(24)).toThrow();
  });
});

describe('whose turn in a trick', () => {
  const seats = ['0', '1', '2'];

  it('goes round the table from the leader and ends with every seat', () => {
    const trick: Trick = { leader: '2', cards: [{ seat: '2', card: 4 }] };
    expect(seatToPlay(trick, seats)).toBe('0');
    expect(isTrickComplete(trick, seats)).toBe(false);
    expect(isTrickComplete({ leader: '2', cards: [2, 0, 1].map((s) => ({ seat: String(s), card: s })) }, seats)).toBe(true);
  });

  it('has no winner while empty', () => {
    expect(() =>
      trickWinner(newTrick('0'), contractRules(DECKS.french24, { trumps: [], plainOrder: ['9', '10', 'J', 'Q', 'K', 'A'] })),
    ).toThrow();
  });
});
