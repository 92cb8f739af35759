import { CUPCAKE_CARDS, DECK_SIZE, deckForRound, handSizeFor, kindOf } from './cards';
import { chipsOf, chipsPoints, cupcakePoints, emptyTableau, takeCard } from './scoring';
import { CHICKEN, CHIPS1, CHIPS2, CHIPS3, EGGS, MAYO, PIZZA, SANDWICH1, SANDWICH2, SANDWICH3 } from './testCards';

const taking = (cards: number[]) => {
  const tableau = emptyTableau();
  const scored = cards.map((card) => takeCard(tableau, card));
  return { tableau, scored, total: tableau.points };
};

describe('the deck', () => {
  it('holds the 108 cards of the brief', () => {
    expect(DECK_SIZE).toBe(108);
    const count = (kind: string) => deckForRound(0).filter((id) => kindOf(id) === kind).length;
    expect([SANDWICH1.length, SANDWICH2.length, SANDWICH3.length]).toEqual([5, 10, 5]);
    expect([CHIPS1.length, CHIPS2.length, CHIPS3.length]).toEqual([6, 12, 8]);
    expect([count('eggs'), count('chicken'), count('pizza'), count('cupcake'), count('mayo'), count('fork')]).toEqual([
      14, 14, 14, 10, 6, 4,
    ]);
  });

  it('deals 12 less the number of players', () => {
    expect([2, 3, 4, 5].map(handSizeFor)).toEqual([10, 9, 8, 7]);
  });

  it('leaves out the cupcakes held, once: a fresh deck each round', () => {
    expect(deckForRound(3)).toHaveLength(105);
    expect(deckForRound(3).filter((id) => CUPCAKE_CARDS.includes(id))).toHaveLength(7);
    // Asked twice for the same count, the same deck: nothing is removed cumulatively.
    expect(deckForRound(3)).toEqual(deckForRound(3));
    expect(deckForRound(0)).toHaveLength(108);
  });
});

describe('cards scored as they are revealed', () => {
  it('triples a sandwich on a mayo taken earlier, not one taken before the mayo', () => {
    expect(taking([MAYO[0]!, SANDWICH3[0]!]).scored).toEqual([0, 9]);
    expect(taking([SANDWICH3[0]!, MAYO[0]!]).total).toBe(3);
    const after = taking([MAYO[0]!, SANDWICH2[0]!, SANDWICH2[1]!]);
    expect(after.scored).toEqual([0, 6, 2]);
    expect(after.tableau.mayosWaiting).toBe(0);
  });

  it('triples two sandwiches after two mayos: they wait, one each, and do not stack', () => {
    const { scored, tableau } = taking([MAYO[0]!, MAYO[1]!, SANDWICH1[0]!, SANDWICH3[0]!]);
    expect(scored).toEqual([0, 0, 3, 9]);
    expect(tableau.tripledSandwiches).toBe(2);
  });

  it('scores every second egg 5: an odd last egg scores nothing', () => {
    expect(taking(EGGS.slice(0, 3)).scored).toEqual([0, 5, 0]);
    expect(taking(EGGS.slice(0, 4)).total).toBe(10);
  });

  it('scores every third fried chicken 10', () => {
    expect(taking(CHICKEN.slice(0, 2)).total).toBe(0);
    expect(taking(CHICKEN.slice(0, 6)).scored).toEqual([0, 0, 10, 0, 0, 10]);
  });

  it('scores pizzas 1/3/6/10/15, and a sixth adds nothing', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => taking(PIZZA.slice(0, n)).total)).toEqual([1, 3, 6, 10, 15, 15]);
  });

  it('counts chips 1, 2 or 3 a card, scoring nothing when taken', () => {
    const { tableau, total } = taking([CHIPS1[0]!, CHIPS2[0]!, CHIPS3[0]!]);
    expect(chipsOf(tableau)).toBe(6);
    expect(total).toBe(0);
  });
});

describe('chips at a round\u2019s end', () => {
  it('gives most 6 and second most 3', () => {
    expect(chipsPoints({ '0': 7, '1': 4, '2': 1 })).toEqual({ '0': 6, '1': 3, '2': 0 });
  });

  it('splits 6 between two tied for most (3 each) and gives nobody second place', () => {
    expect(chipsPoints({ '0': 5, '1': 5, '2': 2 })).toEqual({ '0': 3, '1': 3, '2': 0 });
  });

  it('splits 3 between two tied for second, rounded down (1 each)', () => {
    expect(chipsPoints({ '0': 6, '1': 3, '2': 3, '3': 1 })).toEqual({ '0': 6, '1': 1, '2': 1, '3': 0 });
  });

  it('splits 6 among four tied for most, rounded down, and gives nothing for no chips', () => {
    expect(chipsPoints({ '0': 2, '1': 2, '2': 2, '3': 2, '4': 0 })).toEqual({ '0': 1, '1': 1, '2': 1, '3': 1, '4': 0 });
    expect(chipsPoints({ '0': 3, '1': 0, '2': 0 })).toEqual({ '0': 6, '1': 0, '2': 0 });
    expect(chipsPoints({ '0': 0, '1': 0 })).toEqual({ '0': 0, '1': 0 });
  });
});

describe('cupcakes after the last round', () => {
  it('gives most +6 and fewest -6 with more than two players', () => {
    expect(cupcakePoints({ '0': 4, '1': 2, '2': 0 })).toEqual({ '0': 6, '1': 0, '2': -6 });
  });

  it('splits both ways, rounded down', () => {
    expect(cupcakePoints({ '0': 3, '1': 3, '2': 0, '3': 0, '4': 0 })).toEqual({ '0': 3, '1': 3, '2': -2, '3': -2, '4': -2 });
  });

  it('takes nothing from the fewest with two players', () => {
    expect(cupcakePoints({ '0': 1, '1': 3 })).toEqual({ '0': 0, '1': 6 });
  });

  it('scores nothing when everybody has the same', () => {
    expect(cupcakePoints({ '0': 2, '1': 2, '2': 2 })).toEqual({ '0': 0, '1': 0, '2': 0 });
  });
});
