import { rulesFor } from './cards';
import { sensibleCards } from './sensibleCards';
import { card, cards } from './testState';

const normal = rulesFor('normal');
const trickOf = (names: string) => ({ leader: '1', cards: cards(names).map((id, i) => ({ seat: String(1 + i), card: id })) });

describe('the cards the search considers', () => {
  it('following a plain suit: the cheapest card that takes the trick, the cheapest to give, the one worth most', () => {
    const legal = cards("9-spades K-spades 10-spades A-spades'");
    // Seat 0 plays last to a spade trick that the ace of spades leads.
    const trick = trickOf("A-spades 9-spades' K-spades'");
    // Of two equal aces the first wins: seat 0 cannot take the trick with a spade.
    expect(sensibleCards(legal, trick, '0', normal)).toEqual(cards("9-spades A-spades'"));
    const led = trickOf("K-spades' 9-spades'");
    expect(sensibleCards(legal, led, '3', normal)).toEqual(cards("9-spades 10-spades A-spades'"));
  });

  it('leading: a plain ace, the lowest and the highest trump, the cheapest plain card', () => {
    const legal = cards('A-clubs 9-hearts K-hearts 9-diamonds Q-clubs J-hearts 10-hearts');
    expect(sensibleCards(legal, { leader: '0', cards: [] }, '0', normal)).toEqual(cards('A-clubs 9-hearts 9-diamonds 10-hearts'));
  });

  it('keeps every card when there are two or fewer', () => {
    const legal = [card('A-clubs'), card('9-clubs')];
    expect(sensibleCards(legal, trickOf('K-clubs'), '2', normal)).toEqual(legal);
  });
});
