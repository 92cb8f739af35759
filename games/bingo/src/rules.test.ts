import { enumerateMoves } from './enumerate';
import { callUntil, PLAIN_CARD, testTable } from './testTable';

const silence = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
beforeEach(silence);
afterEach(() => jest.restoreAllMocks());

// Seat 0 holds PLAIN_CARD (row 0: 1 16 31 46 61; diagonal: 1 17 free 49 65); the others are dealt.
const plainTable = (numPlayers = 2) => testTable(numPlayers, 'rules', { cards: { '0': PLAIN_CARD } });

describe('the deal', () => {
  it('gives every seat its own card in the play phase, three claims and no number called', () => {
    const table = testTable(5, 3);
    const { G, ctx } = table.state();
    expect(ctx.phase).toBe('play');
    expect(Object.keys(G.cards)).toEqual(['0', '1', '2', '3', '4']);
    for (const card of Object.values(G.cards)) expect(card).toHaveLength(25);
    expect(new Set(Object.values(G.cards).map((card) => card.join())).size).toBe(5);
    expect(G.claimsLeft).toEqual({ '0': 3, '1': 3, '2': 3, '3': 3, '4': 3 });
    expect(G.called).toEqual([]);
    expect(Object.keys(ctx.activePlayers ?? {})).toEqual(['0', '1', '2', '3', '4']);
  });
});

describe('calls', () => {
  it('draw each number once, each a new turn, and the 76th ends the game in a draw', () => {
    const table = testTable(2, 9);
    for (let call = 1; call <= 75; call += 1) {
      table.call();
      expect(table.state().ctx.turn).toBe(call + 1);
    }
    const { G, ctx } = table.state();
    expect([...G.called].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(ctx.gameover).toBeUndefined();
    table.call();
    expect(table.state().ctx.gameover).toEqual({ draw: true, reason: 'allCalled' });
    expect(table.state().G.log.at(-1)).toEqual({ key: 'allCalled' });
  });

  it('come in a different order in different matches', () => {
    const orders = [1, 2, 3].map((seed) => {
      const table = testTable(2, seed);
      for (let call = 0; call < 10; call += 1) table.call();
      return table.state().G.called.join();
    });
    expect(new Set(orders).size).toBe(3);
  });

  it('are told in the log with their letter', () => {
    const table = testTable(2, 4);
    table.call();
    const [number] = table.state().G.called;
    const letter = 'BINGO'[Math.floor((number! - 1) / 15)];
    expect(table.state().G.log).toEqual([{ key: 'called', values: { letter, number } }]);
  });
});

describe('marks', () => {
  it('are kept per seat, on any square but the free centre, called or not', () => {
    const table = plainTable();
    expect(table.play('0', 'mark', 0)).toBe(true);
    expect(table.play('0', 'mark', 24)).toBe(true);
    expect(table.play('1', 'mark', 3)).toBe(true);
    expect(table.state().G.marks).toEqual({ '0': [0, 24], '1': [3] });
    expect(table.play('0', 'unmark', 0)).toBe(true);
    expect(table.state().G.marks['0']).toEqual([24]);
  });

  it('refuse the centre, a square off the card, a square already so, and a non-number', () => {
    const table = plainTable();
    table.play('0', 'mark', 5);
    for (const cell of [12, -1, 25, 2.5, Number.NaN]) expect(table.play('0', 'mark', cell)).toBe(false);
    expect(table.play('0', 'mark', 5)).toBe(false);
    expect(table.play('0', 'unmark', 6)).toBe(false);
    expect(table.play('0', 'unmark', 12)).toBe(false);
    expect(table.play('0', 'mark', '3' as unknown as number)).toBe(false);
  });

  it('do not change the turn, so the clock runs on', () => {
    const table = plainTable();
    const turn = table.state().ctx.turn;
    table.play('0', 'mark', 1);
    table.play('1', 'mark', 1);
    expect(table.state().ctx.turn).toBe(turn);
  });
});

describe('claims', () => {
  it('win with a full line of marked, called numbers', () => {
    const table = plainTable(3);
    callUntil(table, [1, 16, 31, 46, 61]);
    for (const cell of [0, 1, 2, 3, 4]) table.play('0', 'mark', cell);
    expect(table.play('0', 'claim', 3)).toBe(true);
    const { G, ctx } = table.state();
    expect(ctx.gameover).toEqual({ winner: '0', reason: 'bingo' });
    expect(G.winner).toEqual({ seat: '0', cells: [0, 1, 2, 3, 4], numbers: [1, 16, 31, 46, 61] });
    expect(G.log.at(-1)).toEqual({ key: 'claimWon', seat: '0', values: { numbers: '1, 16, 31, 46, 61' } });
  });

  it('win on a diagonal through the free centre with four called numbers', () => {
    const table = plainTable();
    callUntil(table, [1, 17, 49, 65]);
    for (const cell of [0, 6, 18, 24]) table.play('0', 'mark', cell);
    table.play('0', 'claim', 3);
    expect(table.state().ctx.gameover).toEqual({ winner: '0', reason: 'bingo' });
    expect(table.state().G.winner?.numbers).toEqual([1, 17, 0, 49, 65]);
  });

  it('do not count a marked number before it is called, and spend a claim', () => {
    const table = plainTable();
    table.call();
    for (const cell of [0, 1, 2, 3, 4]) table.play('0', 'mark', cell);
    expect(table.play('0', 'claim', 3)).toBe(true);
    const { G, ctx } = table.state();
    expect(ctx.gameover).toBeUndefined();
    expect(G.claimsLeft['0']).toBe(2);
    expect(G.log.at(-1)).toEqual({ key: 'claimFailed', seat: '0', values: { count: 2 } });
  });

  it('are refused at zero claims left, or naming a count the seat does not have (a claim sent twice spends one)', () => {
    const table = plainTable(3);
    expect(table.play('0', 'claim', 2)).toBe(false);
    expect(table.play('0', 'claim', 3)).toBe(true);
    expect(table.play('0', 'claim', 3)).toBe(false);
    expect(table.play('0', 'claim', 2)).toBe(true);
    expect(table.play('0', 'claim', 1)).toBe(true);
    expect(table.state().G.claimsLeft['0']).toBe(0);
    expect(table.play('0', 'claim', 0)).toBe(false);
    expect(enumerateMoves(table.state().G, table.state().ctx, '0').some((move) => move.move === 'claim')).toBe(false);
    expect(table.state().ctx.gameover).toBeUndefined();
  });

  it('end the game in a draw once every seat has used up its claims', () => {
    const table = plainTable(2);
    for (const seat of ['0', '1']) for (const left of [3, 2, 1]) table.play(seat, 'claim', left);
    expect(table.state().ctx.gameover).toEqual({ draw: true, reason: 'noClaimsLeft' });
  });

  it('first valid claim wins: a second valid claim after it is refused', () => {
    const shared = { '0': PLAIN_CARD, '1': PLAIN_CARD };
    const table = testTable(2, 'twice', { cards: shared });
    callUntil(table, [1, 16, 31, 46, 61]);
    for (const seat of ['0', '1']) for (const cell of [0, 1, 2, 3, 4]) table.play(seat, 'mark', cell);
    expect(table.play('1', 'claim', 3)).toBe(true);
    expect(table.play('0', 'claim', 3)).toBe(false);
    expect(table.state().ctx.gameover).toEqual({ winner: '1', reason: 'bingo' });
  });
});

describe('the server-only call', () => {
  it('is never offered to a seat, and after the end nothing is', () => {
    const table = plainTable();
    const moves = enumerateMoves(table.state().G, table.state().ctx, '1');
    expect(moves.some((move) => (move.move as string) === 'callNumber')).toBe(false);
    expect(moves).toHaveLength(25);
    callUntil(table, [1, 16, 31, 46, 61]);
    for (const cell of [0, 1, 2, 3, 4]) table.play('0', 'mark', cell);
    table.play('0', 'claim', 3);
    expect(enumerateMoves(table.state().G, table.state().ctx, '1')).toEqual([]);
    expect(table.play('1', 'mark', 0)).toBe(false);
  });
});
