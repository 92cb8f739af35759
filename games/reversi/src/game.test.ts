import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { seededRandom } from '@tabula/game-kit/testing';
import { game } from './game';
import { SQUARES, indexOf } from './geometry';
import { colourOf, legalSquares } from './rules';
import { stateFrom } from './testBoards';
import type { ReversiState } from './types';

function newClient(numPlayers: number, rules: Game<ReversiState> = game) {
  const client = Client({ game: rules, numPlayers, debug: false });
  client.start();
  return client;
}
type TestClient = ReturnType<typeof newClient>;

/** Plays `cell` as whoever's turn it is. */
function play(client: TestClient, ...cells: number[]) {
  for (const cell of cells) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.placeDisc!(cell);
  }
}

const startingFrom = (rows: string, players: number): Game<ReversiState> => ({ ...game, setup: () => stateFrom(rows, players) });

describe('reversi rules through boardgame.io', () => {
  it('2-player opening: seat 0 captures the neutral disc at (4,3) by playing (5,3)', () => {
    const client = newClient(2);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    play(client, indexOf(5, 3));
    const { G, ctx } = client.getState()!;
    expect(G.cells[indexOf(4, 3)]).toBe(0);
    expect(G.cells[indexOf(5, 3)]).toBe(0);
    expect(G.lastMove).toEqual({ cell: indexOf(5, 3), seat: '0', flipped: [indexOf(4, 3)] });
    expect(ctx.currentPlayer).toBe('1');
  });

  it('logs each placement with its square as the board labels it and the discs it flipped, nothing for a refused one', () => {
    const opening = newClient(2);
    play(opening, indexOf(2, 2), indexOf(5, 3));
    expect(opening.getState()!.G.log).toEqual([{ key: 'played', seat: '0', values: { square: 'f4', count: 1 } }]);
    const sparse = newClient(2, startingFrom(`1.......${'.'.repeat(55)}0`, 2));
    play(sparse, indexOf(4, 4), indexOf(1, 1));
    expect(sparse.getState()!.G.log).toEqual([{ key: 'placed', seat: '0', values: { square: 'b2' } }]);
  });

  it('rejects a non-capturing square when a capture exists, keeping state and turn', () => {
    const client = newClient(2);
    const before = client.getState()!;
    play(client, indexOf(2, 2));
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.currentPlayer).toBe('0');
  });

  it('without a capture, rejects a square touching no disc and accepts one touching a disc (no flips)', () => {
    const client = newClient(2, startingFrom(`1.......${'.'.repeat(55)}0`, 2));
    play(client, indexOf(4, 4));
    expect(client.getState()!.G.cells[indexOf(4, 4)]).toBeNull();
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    play(client, indexOf(1, 1));
    const { G, ctx } = client.getState()!;
    expect(G.cells[indexOf(1, 1)]).toBe(0);
    expect(G.cells[indexOf(0, 0)]).toBe(1);
    expect(G.lastMove?.flipped).toEqual([]);
    expect(ctx.currentPlayer).toBe('1');
  });

  it.each([[-1], [64], [2.5], ['29'], [null], [undefined]])('rejects the malformed square %p', (cell) => {
    const client = newClient(2);
    client.updatePlayerID('0');
    client.moves.placeDisc!(cell);
    expect(client.getState()!.G.cells.filter((c) => c !== null)).toHaveLength(4);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it('rejects an occupied square', () => {
    const client = newClient(2);
    play(client, indexOf(3, 3));
    expect(client.getState()!.G.cells[indexOf(3, 3)]).toBe(0);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it('flips across several opponents in a 4-player game', () => {
    const client = newClient(4, startingFrom(`${'.'.repeat(24)}.1230...${'.'.repeat(32)}`, 4));
    play(client, indexOf(0, 3));
    expect(client.getState()!.G.cells.slice(24, 29)).toEqual([0, 0, 0, 0, 0]);
  });

  it('3 players: turns go 0, 1, 2, 0 and colour 3 stays neutral', () => {
    const client = newClient(3);
    const order: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { G, ctx } = client.getState()!;
      order.push(ctx.currentPlayer);
      play(client, legalSquares(G.cells, colourOf(ctx.currentPlayer))[0]!);
    }
    expect(order).toEqual(['0', '1', '2', '0']);
    expect(client.getState()!.G.players).toBe(3);
  });

  it('4 players: every seat moves in turn', () => {
    const client = newClient(4);
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { G, ctx } = client.getState()!;
      order.push(ctx.currentPlayer);
      play(client, legalSquares(G.cells, colourOf(ctx.currentPlayer))[0]!);
    }
    expect(order).toEqual(['0', '1', '2', '3', '0']);
  });

  it('enumerates exactly the legal squares of the current seat and nothing for the others', () => {
    const client = newClient(2);
    const { G, ctx } = client.getState()!;
    const moves = game.ai!.enumerate(G, ctx, '0') as Array<{ move: string; args: number[] }>;
    expect(moves).toEqual([indexOf(5, 3), indexOf(3, 5), indexOf(5, 5)].map((cell) => ({ move: 'placeDisc', args: [cell] })));
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('ends when the last square is filled, with the result by disc count', () => {
    // One empty square left at the bottom right; seat 0 fills it and captures the 1s to its left.
    const rows = `${'0'.repeat(8)}${'1'.repeat(48)}0111111.`;
    const client = newClient(2, startingFrom(rows, 2));
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    play(client, SQUARES - 1);
    const { G, ctx } = client.getState()!;
    expect(G.cells[SQUARES - 2]).toBe(0);
    // Seat 0 flips the row, the column and the diagonal leading to its corner: 28 discs to 36.
    expect(ctx.gameover).toEqual({ winner: '1', scores: { 0: 28, 1: 36 }, placings: { 0: 2, 1: 1 } });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.updatePlayerID('1');
    client.moves.placeDisc!(0);
    quiet.mockRestore();
    expect(client.getState()!.G).toEqual(G);
  });

  it.each([[2], [3], [4]])(
    'never ends early and never leaves a seat without a move: %i players fill the board in 60 placements',
    (players) => {
      for (let seed = 1; seed <= 6; seed += 1) {
        const random = seededRandom(seed * 31 + players);
        const client = newClient(players);
        let placements = 0;
        while (client.getState()!.ctx.gameover === undefined) {
          const { G, ctx } = client.getState()!;
          for (let seat = 0; seat < players; seat += 1)
            expect(legalSquares(G.cells, colourOf(String(seat))).length).toBeGreaterThan(0);
          expect(ctx.currentPlayer).toBe(String(placements % players));
          const moves = game.ai!.enumerate(G, ctx, ctx.currentPlayer) as Array<{ args: number[] }>;
          play(client, moves[Math.floor(random() * moves.length)]!.args[0]!);
          placements += 1;
          expect(client.getState()!.G.cells.filter((c) => c !== null)).toHaveLength(4 + placements);
        }
        expect(placements).toBe(60);
        expect(client.getState()!.G.cells.every((c) => c !== null)).toBe(true);
      }
    },
  );
});
