import { enumerateMoves } from './enumerate';
import { table } from './testTable';
import type { CardKind } from './types';

const FULL: CardKind[] = ['bunny', 'bunny', 'bunny', 'bomb'];
const full = (n: number) => Array.from({ length: n }, () => [...FULL]);

/** Every seat places a card of the given kind, in turn from seat 0. */
function placeAll(t: ReturnType<typeof table>, kinds: CardKind[]) {
  kinds.forEach((kind, seat) => t.as(String(seat)).place!(kind));
}

describe('placing', () => {
  it('starts with seat 0 placing its first card; no bet before every seat has a card down', () => {
    const t = table({ hands: full(3) });
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([
      { move: 'place', args: ['bunny'] },
      { move: 'place', args: ['bomb'] },
    ]);
    t.as('0').bet!(1);
    expect(t.state().G.bet).toBeNull();
    t.as('0').place!('bomb');
    expect(t.state().ctx.currentPlayer).toBe('1');
    expect(t.state().G.hands['0']).toEqual(['bunny', 'bunny', 'bunny']);
    expect(t.state().G.stacks['0']).toEqual(['bomb']);
  });

  it('refuses a card the seat does not hold, a seat out of turn, and anything that is not a card', () => {
    const t = table({ hands: [['bunny', 'bunny'], [...FULL]] });
    t.as('0').place!('bomb');
    t.as('1').place!('bunny');
    t.as('0').place!('skull' as CardKind);
    t.as('0').place!(0 as unknown as CardKind);
    expect(t.state().G.stacks).toEqual({ '0': [], '1': [] });
    expect(t.state().ctx.currentPlayer).toBe('0');
  });

  it('lets a seat open the betting from 1 to every card on the table once all first cards are down', () => {
    const t = table({ hands: full(3) });
    placeAll(t, ['bunny', 'bunny', 'bomb']);
    const moves = enumerateMoves(t.state().G, t.state().ctx, '0');
    expect(moves.filter((m) => m.move === 'bet').map((m) => m.args[0])).toEqual([1, 2, 3]);
    t.as('0').bet!(4);
    t.as('0').bet!(0);
    expect(t.state().G.bet).toBeNull();
  });

  it('makes a seat with no card in hand bet', () => {
    const t = table({ hands: [[], ['bunny']], stacks: [['bunny'], ['bomb']] });
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([
      { move: 'bet', args: [1] },
      { move: 'bet', args: [2] },
    ]);
  });
});

describe('betting', () => {
  it('goes round the seats still bidding; a pass is final and the last bidder left challenges', () => {
    const t = table({ hands: full(3) });
    placeAll(t, ['bunny', 'bunny', 'bunny']);
    t.as('0').bet!(1);
    expect(t.state().G.step).toBe('betting');
    t.as('1').pass!();
    t.as('2').bet!(2);
    // Seat 1 passed: seat 0 is next, and seat 1 never bids again.
    expect(t.state().ctx.currentPlayer).toBe('0');
    expect(enumerateMoves(t.state().G, t.state().ctx, '1')).toEqual([]);
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([
      { move: 'bet', args: [3] },
      { move: 'pass', args: [] },
    ]);
    t.as('0').bet!(2);
    expect(t.state().G.bet).toEqual({ seat: '2', amount: 2 });
    t.as('0').pass!();
    expect(t.state().G.step).toBe('revealing');
    expect(t.state().G.toAct).toBe('2');
  });

  it('goes straight to the reveal on a bet of every card on the table', () => {
    const t = table({ hands: full(2) });
    placeAll(t, ['bunny', 'bunny']);
    t.as('0').bet!(2);
    expect(t.state().G.step).toBe('revealing');
    expect(t.state().G.toAct).toBe('0');
  });
});

describe('revealing', () => {
  /** Seat 0 holds a bet of `amount` with the given stacks, ready to flip. */
  function challenge(stacks: CardKind[][], amount: number, hands: CardKind[][] = stacks.map(() => [])) {
    const t = table({ hands, stacks });
    t.as('0').bet!(amount);
    for (let seat = 1; seat < stacks.length && t.state().G.step === 'betting'; seat += 1) t.as(String(seat)).pass!();
    expect(t.state().G.step).toBe('revealing');
    return t;
  }

  it('makes the challenger flip its own stack first, top first, and refuses an empty stack', () => {
    const t = challenge([['bomb', 'bunny'], ['bunny'], ['bunny']], 3, [[], ['bunny'], ['bunny']]);
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([{ move: 'flip', args: ['0'] }]);
    t.as('0').flip!('1');
    expect(t.state().G.flips).toEqual([]);
    t.as('0').flip!('0');
    expect(t.state().G.flips).toEqual([{ seat: '0', kind: 'bunny' }]);
  });

  it('refuses flipping an empty stack (a knocked-out seat’s) once the own stack is done', () => {
    const t = table({ hands: [[], [], []], stacks: [['bunny'], ['bunny', 'bunny'], []], eliminated: ['2'] });
    t.as('0').bet!(3);
    t.as('0').flip!('0');
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([{ move: 'flip', args: ['1'] }]);
    t.as('0').flip!('2');
    t.as('0').flip!('9');
    expect(t.state().G.flips).toHaveLength(1);
  });

  it('wins the challenge on the bet\u2019s last bunny; the challenger starts the next round (standard rule)', () => {
    const t = challenge([['bunny'], ['bomb', 'bunny'], ['bunny']], 2);
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    const { G } = t.state();
    expect(G.wins['0']).toBe(1);
    expect(G.step).toBe('placing');
    expect(G.toAct).toBe('0');
    expect(G.hands['1']).toEqual(['bunny', 'bomb']);
    expect(G.stacks['1']).toEqual([]);
    expect(G.lastOutcome).toMatchObject({ challenger: '0', bet: 2, result: 'won' });
  });

  it('lets the player after the challenger start after a win, with the reference\u2019s room option', () => {
    const t = table({
      hands: [[], [], []],
      stacks: [['bunny'], ['bunny'], ['bunny']],
      settings: { starterAfterWin: 'nextPlayer' },
    });
    t.as('0').bet!(3);
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    t.as('0').flip!('2');
    expect(t.state().G.toAct).toBe('1');
  });

  it('ends the game at once on a second successful challenge', () => {
    const t = table({ hands: [[], []], stacks: [['bunny'], ['bunny', 'bomb']], wins: [1, 1] });
    t.as('0').bet!(1);
    t.as('1').pass!();
    t.as('0').flip!('0');
    expect(t.state().ctx.gameover).toMatchObject({ winner: '0', reason: 'twoChallenges' });
  });
});

describe('penalty', () => {
  it('on its own bomb, the challenger chooses the card it loses; nobody else is told which', () => {
    const t = table({ hands: [['bunny'], ['bunny'], []], stacks: [['bunny', 'bomb'], ['bunny'], ['bunny']] });
    t.as('0').bet!(3);
    t.as('1').pass!();
    t.as('2').pass!();
    t.as('0').flip!('0');
    const { G } = t.state();
    expect(G.step).toBe('penalty');
    // The challenger took its cards back first: it chooses among all of them.
    expect(G.hands['0']).toEqual(['bunny', 'bunny', 'bomb']);
    expect(enumerateMoves(G, t.state().ctx, '0')).toEqual([
      { move: 'discard', args: ['bunny'] },
      { move: 'discard', args: ['bomb'] },
    ]);
    t.as('0').discard!('bomb');
    expect(t.state().G.lost['0']).toEqual(['bomb']);
    expect(t.state().G.hands['0']).toEqual(['bunny', 'bunny']);
    expect(t.viewOf('1').lostCounts['0']).toBe(1);
    expect(t.viewOf('1').lost).toEqual({ '1': [] });
    // The bomb's owner (the challenger) starts the next round.
    expect(t.state().G.toAct).toBe('0');
  });

  it('on another seat\u2019s bomb, only that seat may take a card, at random, and it starts the next round', () => {
    const t = table({ hands: [['bunny', 'bunny'], [], ['bunny']], stacks: [['bunny'], ['bomb'], ['bunny']] });
    t.as('0').bet!(2);
    t.as('1').pass!();
    t.as('2').pass!();
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    expect(t.state().G.penalty).toEqual({ challenger: '0', bombOwner: '1' });
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([]);
    expect(enumerateMoves(t.state().G, t.state().ctx, '2')).toEqual([]);
    expect(enumerateMoves(t.state().G, t.state().ctx, '1')).toEqual([{ move: 'discardAtRandom', args: [] }]);
    t.as('0').discardAtRandom!();
    t.as('0').discard!('bunny');
    t.as('2').discardAtRandom!();
    expect(t.state().G.lost['0']).toEqual([]);
    t.as('1').discardAtRandom!();
    expect(t.state().G.lost['0']).toHaveLength(1);
    expect(t.state().G.hands['0']).toHaveLength(2);
    expect(t.state().G.toAct).toBe('1');
    expect(t.state().G.step).toBe('placing');
  });

  it('knocks out a seat that loses its last card; the match skips it, and the bomb owner\u2019s next seat starts if it was its own', () => {
    const t = table({
      hands: [[], ['bunny'], ['bunny']],
      stacks: [['bomb'], ['bunny'], ['bunny']],
      lost: [['bunny', 'bunny', 'bunny'], [], []],
    });
    t.as('0').bet!(1);
    t.as('1').pass!();
    t.as('2').pass!();
    t.as('0').flip!('0');
    t.as('0').discard!('bomb');
    const { G, ctx } = t.state();
    expect(G.eliminated).toEqual(['0']);
    expect(G.toAct).toBe('1');
    expect(ctx.currentPlayer).toBe('1');
    t.as('1').place!('bunny');
    expect(t.state().G.toAct).toBe('2');
    t.as('2').place!('bunny');
    expect(t.state().G.toAct).toBe('1');
    expect(enumerateMoves(t.state().G, t.state().ctx, '0')).toEqual([]);
  });

  it('makes the last seat with cards the winner, even without a win', () => {
    const t = table({ hands: [[], []], stacks: [['bunny'], ['bomb']], lost: [['bunny', 'bunny', 'bomb'], []], wins: [1, 0] });
    t.as('0').bet!(2);
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    t.as('1').discardAtRandom!();
    expect(t.state().ctx.gameover).toMatchObject({ winner: '1', reason: 'lastStanding', placings: { '1': 1, '0': 2 } });
  });
});
