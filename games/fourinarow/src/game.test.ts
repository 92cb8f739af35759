import { Client } from 'boardgame.io/client';
import type { PlayerID } from 'boardgame.io';
import { game } from './game';
import { cellIndex, COLUMNS, ROWS } from './grid';
import type { Cell, FourInARowState } from './types';

type TestClient = ReturnType<typeof Client<FourInARowState>>;

function start(setup?: () => FourInARowState): TestClient {
  const client = Client<FourInARowState>({ game: setup ? { ...game, setup } : game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

function play(client: TestClient, columns: unknown[]) {
  for (const column of columns) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.dropDisc!(column);
  }
}

/** A position drawn row by row from the top: B = Blue (seat 0), R = Red (seat 1), . = empty. */
function position(rows: string[]): () => FourInARowState {
  const cells = rows
    .join('')
    .split('')
    .map((c): Cell => (c === 'B' ? '0' : c === 'R' ? '1' : null));
  expect(cells).toHaveLength(COLUMNS * ROWS);
  return () => ({ cells: [...cells], lastMove: null, log: [] });
}

const at = (column: number, row: number) => cellIndex(column, row);
const disc = (client: TestClient, column: number, row: number) => client.getState()!.G.cells[at(column, row)];

/** Found by search: 42 alternating drops with no line of four. */
const DRAWN_GAME = [
  3, 6, 2, 5, 1, 4, 6, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 5, 2, 4, 0, 1, 0,
];
/** Found by search: 41 drops with no line, then Red's 42nd disc completes one. */
const WON_ON_LAST_DISC = [
  3, 6, 2, 5, 1, 4, 6, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 6, 2, 5, 1, 4, 0, 3, 1, 0, 0, 5, 2, 4,
];

describe('fourinarow rules', () => {
  // boardgame.io logs every refused move; the tests assert the refusals themselves.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with an empty 7x6 grid and Blue (seat 0) to move', () => {
    const { G, ctx } = start().getState()!;
    expect(G.cells).toHaveLength(42);
    expect(G.cells.every((c) => c === null)).toBe(true);
    expect(ctx.currentPlayer).toBe('0');
  });

  it('drops a disc to the lowest free row and stacks the next one on top', () => {
    const client = start();
    play(client, [2]);
    expect(disc(client, 2, 5)).toBe('0');
    expect(client.getState()!.G.lastMove).toEqual({ column: 2, row: 5 });
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    play(client, [2]);
    expect(disc(client, 2, 4)).toBe('1');
    expect(disc(client, 2, 3)).toBeNull();
  });

  it('logs every drop with its seat and column (1-7, as the board names them), and nothing for a refused one', () => {
    const client = start();
    play(client, [3, 0, 0, 0, 0, 0, 0, 0, 6]);
    expect(client.getState()!.G.log).toEqual([
      { key: 'dropped', seat: '0', values: { column: 4 } },
      ...[0, 1, 2, 3, 4, 5].map((turn) => ({ key: 'dropped', seat: turn % 2 === 0 ? '1' : '0', values: { column: 1 } })),
      { key: 'dropped', seat: '1', values: { column: 7 } },
    ]);
  });

  it('rejects a full column and keeps the same player to move', () => {
    const client = start();
    play(client, [0, 0, 0, 0, 0, 0]);
    const before = client.getState()!;
    expect(before.ctx.currentPlayer).toBe('0');
    play(client, [0]);
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.currentPlayer).toBe('0');
    expect(after.ctx.turn).toBe(before.ctx.turn);
    play(client, [1]);
    expect(disc(client, 1, 5)).toBe('0');
  });

  it.each([[-1], [7], [2.5], ['3'], [null], [undefined]])('rejects the malformed column %p', (column) => {
    const client = start();
    play(client, [column]);
    expect(client.getState()!.G.cells.every((c) => c === null)).toBe(true);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it('wins with a vertical four that ends in the top row', () => {
    const client = start();
    play(client, [0, 0, 0, 1, 0, 1, 0, 1, 0]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
    expect(disc(client, 0, 0)).toBe('0');
  });

  it('wins with a horizontal four against the left edge', () => {
    const client = start();
    play(client, [0, 0, 1, 1, 2, 2, 3]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('wins with a horizontal four against the right edge for Red', () => {
    const client = start();
    play(client, [0, 6, 0, 5, 1, 4, 0, 3]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '1' });
  });

  it('wins with a horizontal four in the top row', () => {
    const client = start(position(['...BBB.', 'RBRRBRR', 'BRBBRBB', 'RBRRBRR', 'BRBBRBB', 'RBRRBRR']));
    play(client, [6]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('wins on the rising diagonal from the bottom-left corner', () => {
    const client = start();
    // Blue: (0,5) (1,4) (2,3) (3,2)
    play(client, [0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
    expect([disc(client, 0, 5), disc(client, 1, 4), disc(client, 2, 3), disc(client, 3, 2)]).toEqual(['0', '0', '0', '0']);
  });

  it('wins on the falling diagonal into the bottom-right corner', () => {
    const client = start();
    // Blue: (6,5) (5,4) (4,3) (3,2)
    play(client, [6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it.each([
    ['top-left corner, falling', ['B......', 'RB.....', 'BRB....', 'RBR....', 'BRBB...', 'RBRR...'], 3],
    ['top-right corner, rising', ['......B', '.....BR', '....BRB', '....RBR', '...BBRB', '...RRBR'], 3],
  ])('wins on a diagonal touching the %s', (_name, rows, column) => {
    const client = start(position(rows as string[]));
    play(client, [column]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('counts a line completed by the 42nd disc as a win, not a draw', () => {
    const client = start();
    play(client, WON_ON_LAST_DISC.slice(0, 41));
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    play(client, WON_ON_LAST_DISC.slice(41));
    const { G, ctx } = client.getState()!;
    expect(G.cells.every((c) => c !== null)).toBe(true);
    expect(ctx.gameover).toEqual({ winner: '1' });
  });

  it('declares a draw when all 42 spaces fill with no line', () => {
    const client = start();
    play(client, DRAWN_GAME.slice(0, 41));
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    play(client, DRAWN_GAME.slice(41));
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true });
  });

  it('accepts no move after the game is over', () => {
    const client = start();
    play(client, [0, 1, 0, 1, 0, 1, 0]);
    const over = client.getState()!;
    expect(over.ctx.gameover).toEqual({ winner: '0' });
    for (const seat of ['0', '1'] as PlayerID[]) {
      client.updatePlayerID(seat);
      client.moves.dropDisc!(4);
    }
    expect(client.getState()!.G).toEqual(over.G);
  });

  it('refuses a move from the seat that is not on turn', () => {
    const client = start();
    client.updatePlayerID('1');
    client.moves.dropDisc!(3);
    expect(client.getState()!.G.cells.every((c) => c === null)).toBe(true);
  });

  it('enumerates exactly the columns that are not full', () => {
    const client = start();
    play(client, [4, 4, 4, 4, 4, 4]);
    const { G, ctx } = client.getState()!;
    const moves = game.ai!.enumerate(G, ctx, ctx.currentPlayer) as Array<{ move: string; args: number[] }>;
    expect(moves.map((m) => m.args[0])).toEqual([0, 1, 2, 3, 5, 6]);
    expect(new Set(moves.map((m) => m.move))).toEqual(new Set(['dropDisc']));
  });
});
