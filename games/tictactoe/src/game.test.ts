import { Client } from 'boardgame.io/client';
import { game } from './game';
import { LINES } from './lines';

function newClient() {
  const client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

function play(client: ReturnType<typeof newClient>, cells: number[]) {
  for (const cell of cells) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.markCell!(cell);
  }
}

describe('tictactoe rules', () => {
  it('seat 0 moves first and turns alternate', () => {
    const client = newClient();
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    play(client, [4]);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    expect(client.getState()!.G.cells[4]).toBe('0');
  });

  it('logs every mark with its seat and square (1-9, as the board names them), and nothing for a refused one', () => {
    const client = newClient();
    // boardgame.io logs the refused move; the test asserts the refusal itself.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    play(client, [4, 0, 0]);
    quiet.mockRestore();
    expect(client.getState()!.G.log).toEqual([
      { key: 'marked', seat: '0', values: { square: 5 } },
      { key: 'marked', seat: '1', values: { square: 1 } },
    ]);
  });

  it('rejects a move on an occupied cell and keeps the turn', () => {
    const client = newClient();
    play(client, [4]);
    const before = client.getState()!;
    play(client, [4]);
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.currentPlayer).toBe('1');
  });

  it.each([[-1], [9], [1.5], ['3'], [null]])('rejects the malformed cell %p', (cell) => {
    const client = newClient();
    client.updatePlayerID('0');
    client.moves.markCell!(cell);
    expect(client.getState()!.G.cells.every((c) => c === null)).toBe(true);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it.each(LINES.map((line) => [line]))('detects the line %p', (line) => {
    const client = newClient();
    const replies = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => !line.includes(c));
    play(client, [line[0], replies[0]!, line[1], replies[1]!, line[2]]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('counts a line completed by the ninth mark as a win, not a draw', () => {
    const client = newClient();
    play(client, [0, 1, 2, 3, 4, 5, 7, 6, 8]);
    expect(client.getState()!.G.cells.every((c) => c !== null)).toBe(true);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('declares a draw when the grid fills with no line', () => {
    const client = newClient();
    play(client, [0, 4, 8, 1, 7, 6, 2, 5, 3]);
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true });
  });

  it('accepts no move after the game is over', () => {
    const client = newClient();
    play(client, [0, 3, 1, 4, 2]);
    const over = client.getState()!;
    client.updatePlayerID('1');
    client.moves.markCell!(8);
    expect(client.getState()!.G).toEqual(over.G);
  });

  it('enumerates exactly the empty cells', () => {
    const client = newClient();
    play(client, [0, 4]);
    const { G, ctx } = client.getState()!;
    const moves = game.ai!.enumerate(G, ctx, '0') as Array<{ args: number[] }>;
    expect(moves.map((m) => m.args[0])).toEqual([1, 2, 3, 5, 6, 7, 8]);
  });
});
