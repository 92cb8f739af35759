import { allCards, dealPackets, type CardId, type Shuffler } from '@tabula/cards';
import { DECK } from './cards';
import { startDeal } from './deal';
import { cardsOfValues } from './log';
import { isPetitSec } from './petitSec';
import { card, cards, dealState } from './testState';

/** A stand-in for the server's secret random that hands out the given orders of the pack, one per shuffle. */
function scriptedShuffles(orders: CardId[][]): Shuffler & { calls: number } {
  const source = {
    calls: 0,
    Shuffle<T>(deck: T[]): T[] {
      const order = orders[source.calls]!;
      source.calls += 1;
      expect([...order].sort((a, b) => a - b)).toEqual([...deck].sort((a, b) => Number(a) - Number(b)));
      return [...order] as T[];
    },
  };
  return source;
}

const PACK = allCards(DECK);
const suitCards = PACK.filter((id) => id < card('T1'));
// At four: seat 0 gets 18 suit cards, seat 1 (forehand) the Petit and 17 suit cards, the rest after.
const petitSecOrder = [
  ...suitCards.slice(0, 18),
  card('T1'),
  ...suitCards.slice(18, 35),
  ...PACK.filter((id) => id !== card('T1') && !suitCards.slice(0, 35).includes(id)),
];
// The pack in its own order: seat 3 holds trumps 1 to 16, nobody a Petit sec.
const plainOrder = [...PACK];

describe('the Petit sec', () => {
  it('is the Petit as the only trump, without the Excuse', () => {
    expect(isPetitSec(cards('T1 Kh 2s 3d'))).toBe(true);
    expect(isPetitSec(cards('T1 EX Kh 2s'))).toBe(false);
    expect(isPetitSec(cards('T1 T2 Kh 2s'))).toBe(false);
    expect(isPetitSec(cards('T2 Kh 2s'))).toBe(false);
  });

  it('voids the deal before the bidding, lays the hand down in the log, and the next dealer deals again from the same secret random', () => {
    const G = dealState({ hands: ['', '', '', ''] });
    G.dealNumber = 0;
    const random = scriptedShuffles([petitSecOrder, plainOrder]);
    const mathRandom = jest.spyOn(Math, 'random');
    startDeal(G, random);
    expect(mathRandom).not.toHaveBeenCalled();
    mathRandom.mockRestore();
    // Two shuffles of the source the server hands the phase: the void deal and the redeal.
    expect(random.calls).toBe(2);
    const voided = dealPackets(scriptedShuffles([petitSecOrder]), PACK, [18, 18, 18, 18, 6]);
    const redealt = dealPackets(scriptedShuffles([plainOrder]), PACK, [18, 18, 18, 18, 6]);
    expect(isPetitSec(voided[1]!)).toBe(true);
    expect(G.hands).toEqual({ '0': redealt[0], '1': redealt[1], '2': redealt[2], '3': redealt[3] });
    expect(G.dealtHands).toEqual(G.hands);
    expect(G.kitty).toEqual(redealt[4]);
    expect(G.dealer).toBe('1');
    expect(G.toAct).toBe('2');
    expect(G.log.map((line) => [line.key, line.seat])).toEqual([
      ['dealStarted', '0'],
      ['petitSec', '1'],
      ['dealStarted', '1'],
    ]);
    // The hand laid down is exactly the holder's hand of the void deal; no other card of it is named.
    expect(cardsOfValues(G.log[1]!.values)).toEqual(voided[1]);
    expect(G.rounds).toEqual([]);
  });

  it('lets a deal where the Petit has the Excuse beside it be played', () => {
    const withExcuse = [...petitSecOrder];
    const excuseAt = withExcuse.indexOf(card('EX'));
    [withExcuse[19], withExcuse[excuseAt]] = [withExcuse[excuseAt]!, withExcuse[19]!];
    const G = dealState({ hands: ['', '', '', ''] });
    G.dealNumber = 0;
    const random = scriptedShuffles([withExcuse]);
    startDeal(G, random);
    expect(random.calls).toBe(1);
    expect(G.hands['1']).toContain(card('T1'));
    expect(G.hands['1']).toContain(card('EX'));
    expect(G.log.map((line) => line.key)).toEqual(['dealStarted']);
  });
});
