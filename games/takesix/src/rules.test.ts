import { ASIDE_STAGE, PICK_STAGE, seatsThatMayAct } from '@tabula/game-kit';
import { withSeededChance } from '@tabula/game-kit';
import { Client } from 'boardgame.io/client';
import { ALL_CARDS, bullheadsIn, bullheadsOf } from './cards';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { CHOOSE_ROW_STAGE } from './round';
import { table } from './testTable';
import type { TakeSixState } from './types';

const quietly = <T>(run: () => T): { result: T; refused: number } => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const result = run();
    return { result, refused: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
};

describe('the cards', () => {
  it('carry 7 bullheads on 55, 5 on the other doubles, 3 on tens, 2 on other fives, 1 elsewhere', () => {
    expect([55, 11, 22, 99, 10, 100, 5, 15, 1, 104].map(bullheadsOf)).toEqual([7, 5, 5, 5, 3, 3, 2, 2, 1, 1]);
  });

  it('total 171 bullheads over the 104 cards', () => {
    expect(ALL_CARDS).toHaveLength(104);
    expect(bullheadsIn(ALL_CARDS)).toBe(171);
  });
});

describe('a deal', () => {
  it.each([2, 5, 10])(
    'gives %i seats ten cards each, four rows of one card in ascending order, the rest undealt',
    (numPlayers) => {
      const client = Client({ game: withSeededChance({ ...game, seed: 'deal' }), numPlayers, debug: false });
      client.start();
      const { G } = client.store.getState() as { G: TakeSixState };
      const hands = Object.values(G.hands);
      expect(hands.every((hand) => hand.length === 10)).toBe(true);
      expect(G.rowCards.map((row) => row.length)).toEqual([1, 1, 1, 1]);
      const starts = G.rowCards.map((row) => row[0]!);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      const all = [...hands.flat(), ...G.rowCards.flat(), ...G.undealtCards].sort((a, b) => a - b);
      expect(all).toEqual(ALL_CARDS);
      // Ten players use the whole deck: 4 + 100.
      expect(G.undealtCards).toHaveLength(104 - 4 - 10 * numPlayers);
    },
  );
});

describe('secret picks', () => {
  it('sets a seat aside once it has picked, lets it change its pick, and reveals only when the last seat picks', () => {
    const { as, state } = table({
      hands: [
        [10, 20],
        [30, 40],
        [50, 60],
      ],
      rows: [[1], [2], [3], [4]],
    });
    as('1').pick!(1, { card: 30 });
    expect(state().ctx.activePlayers).toEqual({ '0': PICK_STAGE, '1': ASIDE_STAGE, '2': PICK_STAGE });
    expect(seatsThatMayAct(state().ctx)).toEqual(['0', '2']);
    as('1').pick!(1, { card: 40 });
    // The same pick again is refused: it would change nothing (a replayed packet).
    const { refused } = quietly(() => as('1').pick!(1, { card: 40 }));
    expect(refused).toBe(1);
    expect(enumerateMoves(state().G, state().ctx, '1')).toEqual([{ move: 'pick', args: [1, { card: 30 }] }]);
    as('0').pick!(1, { card: 10 });
    expect(state().G.reveal).toBeNull();
    as('2').pick!(1, { card: 50 });
    expect(state().G.reveal!.pickedCards).toEqual([
      { seat: '0', card: 10 },
      { seat: '1', card: 40 },
      { seat: '2', card: 50 },
    ]);
    expect(state().G.hands['1']).toEqual([30]);
  });

  it('refuses a card not in the hand, another seat\u2019s card, another round, a bare number and extra fields', () => {
    const { as, state } = table({
      hands: [
        [10, 20],
        [30, 40],
      ],
      rows: [[1], [2], [3], [4]],
    });
    const before = JSON.stringify(state().G);
    const { refused } = quietly(() => {
      as('0').pick!(1, { card: 11 });
      as('0').pick!(1, { card: 30 });
      as('0').pick!(2, { card: 10 });
      as('0').pick!(1, 10 as never);
      as('0').pick!(1, { card: 10, row: 2 } as never);
      as('0').pick!(1, { card: '10' } as never);
    });
    expect(refused).toBe(6);
    expect(JSON.stringify(state().G)).toBe(before);
  });
});

describe('placing the revealed cards', () => {
  it('puts each card after the highest row end below it, lowest card first, whatever the seat order', () => {
    // Seat 1's 23 goes first (after 20); seat 0's 25 must then follow 23 in the same row, not 21's row.
    const { pickAll, state } = table({
      hands: [
        [25, 90],
        [23, 91],
      ],
      rows: [[5], [10], [20], [21]],
    });
    pickAll([25, 23]);
    expect(state().G.rowCards).toEqual([[5], [10], [20], [21, 23, 25]]);
    expect(state().G.reveal!.placements.map((p) => [p.seat, p.card, p.row])).toEqual([
      ['1', 23, 3],
      ['0', 25, 3],
    ]);
  });

  it('makes a later card\u2019s forced row depend on the earlier placements of the round', () => {
    // 26 fills row 0 to six cards: seat 0 takes the five; seat 1's 27 then follows 26 in that row.
    const { pickAll, state } = table({
      hands: [
        [26, 90],
        [27, 91],
      ],
      rows: [[21, 22, 23, 24, 25], [2], [3], [4]],
    });
    pickAll([26, 27]);
    expect(state().G.rowCards[0]).toEqual([26, 27]);
    expect(state().G.takenCards).toEqual({ '0': [21, 22, 23, 24, 25], '1': [] });
  });

  it('lets the sixth card take exactly the five cards of its row and start the row', () => {
    const { pickAll, state } = table({
      hands: [
        [60, 1],
        [99, 2],
      ],
      rows: [[11, 22, 33, 44, 55], [70], [80], [90]],
    });
    pickAll([60, 99]);
    const { G } = state();
    expect(G.takenCards['0']).toEqual([11, 22, 33, 44, 55]);
    expect(bullheadsIn(G.takenCards['0']!)).toBe(27);
    expect(G.rowCards[0]).toEqual([60]);
    expect(G.rowCards[3]).toEqual([90, 99]);
  });

  it('has the owner of a card lower than every row end choose a row alone, the others waiting', () => {
    const { pickAll, state, as } = table({
      hands: [
        [3, 95],
        [50, 96],
        [60, 97],
      ],
      rows: [[10, 11], [20], [30, 35, 40], [45]],
    });
    pickAll([3, 50, 60]);
    expect(state().G.choosingRow).toBe('0');
    expect(state().ctx.activePlayers).toEqual({ '0': CHOOSE_ROW_STAGE });
    expect(state().G.reveal!.placements).toEqual([]);
    expect(enumerateMoves(state().G, state().ctx, '0')).toEqual([0, 1, 2, 3].map((row) => ({ move: 'chooseRow', args: [row] })));
    expect(enumerateMoves(state().G, state().ctx, '1')).toEqual([]);
    // Any row may be taken, the most expensive one too.
    as('0').chooseRow!(2);
    const { G } = state();
    expect(G.takenCards['0']).toEqual([30, 35, 40]);
    expect(G.rowCards).toEqual([[10, 11], [20], [3], [45, 50, 60]]);
    // Then the next round of picks opens for everyone.
    expect(G.picks.round).toBe(2);
    expect(state().ctx.activePlayers).toEqual({ '0': PICK_STAGE, '1': PICK_STAGE, '2': PICK_STAGE });
  });

  it('refuses a row out of range, a row from another seat and a pick while a row is being chosen', () => {
    const { pickAll, state, as } = table({
      hands: [
        [3, 95],
        [50, 96],
      ],
      rows: [[10], [20], [30], [40]],
    });
    pickAll([3, 50]);
    const before = JSON.stringify(state().G);
    const { refused } = quietly(() => {
      as('0').chooseRow!(4);
      as('0').chooseRow!(-1);
      as('0').chooseRow!(1.5);
      as('0').chooseRow!('1' as never);
      as('1').chooseRow!(0);
      as('1').pick!(2, { card: 96 });
    });
    expect(refused).toBe(6);
    expect(JSON.stringify(state().G)).toBe(before);
  });

  it('refuses a row other than the forced one: a card higher than a row end has no choice', () => {
    const { pickAll, state, as } = table({
      hands: [
        [15, 95],
        [50, 96],
      ],
      rows: [[10], [20], [30], [40]],
    });
    pickAll([15, 50]);
    expect(state().G.choosingRow).toBeNull();
    expect(state().G.rowCards).toEqual([[10, 15], [20], [30], [40, 50]]);
    const { refused } = quietly(() => as('0').chooseRow!(1));
    expect(refused).toBe(1);
  });

  it('places two low cards in one round: the second owner chooses after the first has taken a row', () => {
    const { pickAll, state, as } = table({
      hands: [
        [2, 95],
        [1, 96],
      ],
      rows: [[10], [20, 21], [30], [40]],
    });
    pickAll([2, 1]);
    expect(state().G.choosingRow).toBe('1');
    as('1').chooseRow!(0);
    // 2 now follows 1 in row 0: seat 0 has no choice left to make.
    expect(state().G.choosingRow).toBeNull();
    expect(state().G.rowCards[0]).toEqual([1, 2]);
    expect(state().G.takenCards).toEqual({ '0': [], '1': [10] });
  });
});

describe('the end', () => {
  it('ends a single deal after the last card: fewest bullheads wins', () => {
    const { pickAll, state } = table({ hands: [[60], [15]], rows: [[11, 22, 33, 44, 55], [2], [80], [90]] });
    pickAll([60, 15]);
    const { G, ctx } = state();
    expect(G.rounds).toEqual([{ round: 1, points: { '0': 27, '1': 0 } }]);
    expect(ctx.gameover).toMatchObject({ winner: '1', scores: { '0': 27, '1': 0 }, reason: 'dealPlayed' });
  });

  it('shares the win between equal lowest totals, and calls it a draw when every total is equal', () => {
    const shared = table({ hands: [[61], [62], [16]], rows: [[10, 12, 13, 14, 15], [20], [30], [40]] });
    shared.pickAll([61, 62, 16]);
    expect(shared.state().ctx.gameover).toMatchObject({ winners: ['0', '1'] });
    const level = table({ hands: [[61], [62]], rows: [[10], [20], [30], [40]] });
    level.pickAll([61, 62]);
    expect(level.state().ctx.gameover).toMatchObject({ draw: true });
  });

  it('plays deals until a total reaches 66: each seat asks for the next deal, which is then dealt', () => {
    const { pickAll, state, as } = table({ hands: [[60], [15]], rows: [[11, 22, 33, 44, 55], [2], [80], [90]], length: 'to66' });
    pickAll([60, 15]);
    expect(state().ctx.gameover).toBeUndefined();
    expect(state().ctx.phase).toBe('dealEnd');
    expect(enumerateMoves(state().G, state().ctx, '0')).toEqual([{ move: 'nextDeal', args: [] }]);
    as('0').nextDeal!();
    expect(state().ctx.phase).toBe('dealEnd');
    expect(enumerateMoves(state().G, state().ctx, '0')).toEqual([]);
    const { refused } = quietly(() => as('0').nextDeal!());
    expect(refused).toBe(1);
    as('1').nextDeal!();
    const { G, ctx } = state();
    expect(ctx.phase).toBe('play');
    expect(G.dealNumber).toBe(2);
    expect(Object.values(G.hands).map((hand) => hand.length)).toEqual([10, 10]);
    expect(G.takenCards).toEqual({ '0': [], '1': [] });
    expect(G.rowCards).toHaveLength(4);
  });

  it('ends the match once a total reaches 66, the lowest total winning', () => {
    const { pickAll, state } = table({
      hands: [[60], [15]],
      rows: [[11, 22, 33, 44, 55], [2], [80], [90]],
      length: 'to66',
      earlierDeals: [[40, 50]],
    });
    pickAll([60, 15]);
    expect(state().ctx.gameover).toMatchObject({ winner: '1', scores: { '0': 67, '1': 50 }, reason: 'reached66' });
  });
});

describe('conceding', () => {
  it('with three seats, leaves the conceding seat out of the picks; the others play the deal out', () => {
    const { as, state, pickAll } = table({
      hands: [
        [10, 11],
        [30, 31],
        [50, 51],
      ],
      rows: [[1], [2], [3], [4]],
    });
    as('0').pick!(1, { card: 10 });
    as('1').pick!(1, { card: 30 });
    as('2').resign!();
    // The last seat still choosing left: the others' picks are revealed.
    expect(state().G.reveal!.pickedCards.map((p) => p.seat)).toEqual(['0', '1']);
    expect(Object.keys(state().G.picks.picks)).toEqual(['0', '1']);
    pickAll([11, 31]);
    expect(state().ctx.gameover).toMatchObject({ reason: 'dealPlayed' });
    expect(Object.keys((state().ctx.gameover as { scores: object }).scores)).toEqual(['0', '1']);
  });

  it('gives the row with the fewest bullheads to a seat that concedes while it must choose one', () => {
    const { as, state, pickAll } = table({
      hands: [
        [3, 95],
        [50, 96],
        [60, 97],
      ],
      rows: [[10, 11], [21], [30], [40]],
    });
    pickAll([3, 50, 60]);
    expect(state().G.choosingRow).toBe('0');
    as('0').resign!();
    const { G, ctx } = state();
    expect(G.takenCards['0']).toEqual([21]);
    expect(G.rowCards[1]).toEqual([3]);
    // The others play on: the next round of picks is theirs alone.
    expect(ctx.activePlayers).toEqual({ '1': PICK_STAGE, '2': PICK_STAGE });
  });

  it('does not wait for a seat that conceded at the end of a deal', () => {
    const { as, state, pickAll } = table({ hands: [[15], [16], [17]], rows: [[10], [20], [30], [40]], length: 'to66' });
    pickAll([15, 16, 17]);
    expect(state().ctx.phase).toBe('dealEnd');
    as('0').nextDeal!();
    as('1').nextDeal!();
    as('2').resign!();
    expect(state().ctx.phase).toBe('play');
    expect(Object.keys(state().G.picks.picks)).toEqual(['0', '1']);
  });

  it('gives the other seat the win when one of two concedes', () => {
    const { as, state } = table({
      hands: [
        [10, 11],
        [30, 31],
      ],
      rows: [[1], [2], [3], [4]],
    });
    as('1').resign!();
    expect(state().ctx.gameover).toMatchObject({ winner: '0', reason: 'resigned' });
  });
});

describe('room options', () => {
  it('accepts a single deal or deals to 66, and refuses anything else', () => {
    const validate = game.validateSetupData!;
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ length: 'oneDeal' }, 2)).toBeUndefined();
    expect(validate({ length: 'to66' }, 2)).toBeUndefined();
    expect(validate({ length: 'forever' }, 2)).toBeDefined();
    expect(validate({ length: 'to66', extra: 1 }, 2)).toBeDefined();
    expect(validate('to66', 2)).toBeDefined();
  });
});
