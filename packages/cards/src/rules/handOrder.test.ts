import { DECKS, cardOf, idOf, type CardId, type Deck, type Rank, type Suit } from '../deck';
import { contractRules, rankFaces, suitFaces } from './contract';
import { handOrder } from './handOrder';

const names = (deck: Deck, hand: CardId[]) =>
  hand.map((id) => {
    const card = cardOf(deck, id);
    return `${card.rank}${card.suit[0]}`;
  });

describe('handOrder', () => {
  const deck = DECKS.french32;
  const c = (rank: Rank, suit: Suit) => idOf(deck, suit, rank);

  it('groups suits with colours alternating, highest card first in each suit', () => {
    const hand = [c('7', 'hearts'), c('A', 'diamonds'), c('K', 'hearts'), c('8', 'clubs'), c('Q', 'spades')];
    // The deck's order clubs, spades, hearts, diamonds puts two blacks and two reds together.
    expect(names(deck, handOrder(deck, hand))).toEqual(['8c', 'Kh', '7h', 'Qs', 'Ad']);
  });

  it('keeps the preferred order when colours already alternate or cannot', () => {
    const hand = [c('7', 'hearts'), c('9', 'clubs')];
    expect(names(deck, handOrder(deck, hand, { suitOrder: ['hearts', 'clubs'] }))).toEqual(['7h', '9c']);
    expect(names(deck, handOrder(deck, [c('9', 'diamonds'), c('9', 'hearts')]))).toEqual(['9h', '9d']);
  });

  it('follows a given rank order during the bidding (Skat: ten above king)', () => {
    const hand = [c('K', 'clubs'), c('10', 'clubs'), c('A', 'clubs')];
    expect(names(deck, handOrder(deck, hand, { rankOrder: ['A', '10', 'K', 'Q', 'J', '9', '8', '7'] }))).toEqual([
      'Ac',
      '10c',
      'Kc',
    ]);
  });

  it("puts a contract's trumps first, strongest leftmost, and orders suits by the contract's strength", () => {
    const jacks = rankFaces('J', ['clubs', 'spades', 'hearts', 'diamonds']);
    const rules = contractRules(deck, {
      trumps: [...jacks, ...suitFaces('hearts', ['A', '10', 'K', 'Q', '9', '8', '7'])],
      plainOrder: ['7', '8', '9', 'Q', 'K', '10', 'A'],
    });
    const hand = [c('K', 'spades'), c('7', 'hearts'), c('J', 'diamonds'), c('10', 'spades'), c('J', 'clubs'), c('8', 'diamonds')];
    expect(names(deck, handOrder(deck, hand, { rules }))).toEqual(['Jc', 'Jd', '7h', '10s', 'Ks', '8d']);
  });
});
