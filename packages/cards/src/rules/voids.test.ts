import { DECKS, idOf, type Rank, type Suit } from '../deck';
import { contractRules, rankFaces, suitFaces } from './contract';
import type { Trick } from './trick';
import { showedOutOf, voidsOf } from './voids';

/** A trick led by `leader`, the seats after it playing in turn (three or two seats). */
function trick(leader: number, seats: number, ...cards: number[]): Trick {
  return { leader: String(leader), cards: cards.map((card, i) => ({ seat: String((leader + i) % seats), card })) };
}

describe('voidsOf in a Skat suit game (clubs trump)', () => {
  const deck = DECKS.french32;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const clubs = contractRules(deck, {
    trumps: [
      ...rankFaces('J', ['clubs', 'spades', 'hearts', 'diamonds']),
      ...suitFaces('clubs', ['A', '10', 'K', 'Q', '9', '8', '7']),
    ],
    plainOrder: ['7', '8', '9', 'Q', 'K', '10', 'A'],
  });
  const tricks = [
    trick(0, 3, c('A', 'spades'), c('7', 'spades'), c('J', 'hearts')),
    trick(2, 3, c('J', 'clubs'), c('10', 'clubs'), c('8', 'hearts')),
    trick(0, 3, c('7', 'hearts'), c('K', 'hearts'), c('J', 'diamonds')),
    trick(2, 3, c('K', 'diamonds')),
  ];

  it('finds the suits each seat showed out of, a jack counting as a trump and not as its suit', () => {
    const voids = voidsOf(tricks, clubs);
    expect(voids).toEqual({ '1': new Set(['trump']), '2': new Set(['spades', 'hearts']) });
    expect(showedOutOf(voids, '2', 'hearts')).toBe(true);
    expect(showedOutOf(voids, '0', 'hearts')).toBe(false);
  });

  it('finds nothing in tricks where everyone followed, or in a trick only led', () => {
    expect(voidsOf([tricks[3]!, trick(0, 3, c('A', 'diamonds'), c('10', 'diamonds'), c('7', 'diamonds'))], clubs)).toEqual({});
  });
});

describe('voidsOf in Sixty-Six (hearts trump)', () => {
  const deck = DECKS.french24;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);
  const spec = {
    trumps: suitFaces('hearts', ['A', '10', 'K', 'Q', 'J', '9']),
    plainOrder: ['9', 'J', 'Q', 'K', '10', 'A'] as Rank[],
  };
  const open = contractRules(deck, { ...spec, freePlay: true });
  const closed = contractRules(deck, { ...spec, mustHead: true, mustTrump: true });
  const discard = trick(0, 2, c('A', 'spades'), c('9', 'diamonds'));

  it('shows out of trumps too when a seat that had to trump did not', () => {
    expect(voidsOf([discard], closed)).toEqual({ '1': new Set(['spades', 'trump']) });
  });

  it('learns nothing from a trick where any card could be played', () => {
    expect(voidsOf([discard], open)).toEqual({});
  });

  it('takes each trick with its own rules', () => {
    const later = trick(1, 2, c('K', 'clubs'), c('Q', 'hearts'));
    expect(voidsOf([discard, later], (t) => (t === discard ? open : closed))).toEqual({ '0': new Set(['clubs']) });
  });
});
