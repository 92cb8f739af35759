import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { INVALID_MOVE } from 'boardgame.io/core';
import { withSeededChance } from '@tabula/game-kit';
import { game } from './game';
import { lineOwner, LINES } from './lines';
import { MAX_WILDCARDS } from './moves';
import { outcome } from './outcome';
import { markWithRoll, position } from './testing';
import { WILDCARD, type TicTacToePlusState } from './types';

type TestClient = ReturnType<typeof Client<TicTacToePlusState>>;

function start(options: { seed?: string; setup?: () => TicTacToePlusState } = {}): TestClient {
  const client = Client<TicTacToePlusState>({
    // A seeded stand-in for the cryptographic die, so a seed can be picked for the roll a test needs.
    game: withSeededChance({
      ...game,
      seed: options.seed ?? 'tictactoeplus',
      ...(options.setup ? { setup: options.setup } : {}),
    }),
    numPlayers: 2,
    debug: false,
  });
  client.start();
  return client;
}

function play(client: TestClient, cells: unknown[]) {
  for (const cell of cells) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    client.moves.markCell!(cell);
  }
}

/** The first seed (by number) whose first die roll in a game is a 6, or is not. */
function seedWhoseFirstRoll(isSix: boolean, setup?: () => TicTacToePlusState): string {
  for (let n = 1; n < 500; n += 1) {
    const client = start({ seed: `seed-${n}`, setup });
    const free = client.getState()!.G.cells.indexOf(null);
    play(client, [free]);
    if (client.getState()!.G.lastMove?.wildcard === isSix) return `seed-${n}`;
  }
  throw new Error('no seed found');
}

describe('tictactoeplus rules', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with 16 empty squares, no wildcard, seat 0 to move', () => {
    const { G, ctx } = start().getState()!;
    expect(G.cells).toEqual(Array(16).fill(null));
    expect(G.wildcards).toBe(0);
    expect(ctx.currentPlayer).toBe('0');
  });

  it('places the mover’s mark on any roll but 6 and passes the turn', () => {
    const G = position(['....', '....', '....', '....']);
    for (const roll of [1, 2, 3, 4, 5]) {
      const copy = structuredClone(G);
      expect(markWithRoll(copy, '1', 5, roll)).toBeUndefined();
      expect(copy.cells[5]).toBe('1');
      expect(copy.wildcards).toBe(0);
      expect(copy.lastMove).toEqual({ cell: 5, by: '1', wildcard: false });
    }
  });

  it('places a wildcard on a roll of 6, which still uses up the turn', () => {
    const client = start({ seed: seedWhoseFirstRoll(true) });
    play(client, [0]);
    const { G, ctx } = client.getState()!;
    expect(G.cells[0]).toBe(WILDCARD);
    expect(G.wildcards).toBe(1);
    expect(G.lastMove).toEqual({ cell: 0, by: '0', wildcard: true });
    expect(ctx.currentPlayer).toBe('1');
  });

  it('logs each mark or wildcard with its square (1-16, as the board numbers them), and nothing for a refused one', () => {
    const G = position(['....', '....', '....', '....']);
    markWithRoll(G, '0', 5, 2);
    expect(markWithRoll(G, '1', 5, 6)).toBe(INVALID_MOVE);
    markWithRoll(G, '1', 15, 6);
    expect(G.log).toEqual([
      { key: 'marked', seat: '0', values: { square: 6 } },
      { key: 'wildcard', seat: '1', values: { square: 16 } },
    ]);
  });

  it('never places a 4th wildcard: with 3 out, a roll of 6 places the mark', () => {
    const G = position(['+X+.', 'O+..', '....', '....']);
    expect(G.wildcards).toBe(MAX_WILDCARDS);
    markWithRoll(G, '1', 15, 6);
    expect(G.cells[15]).toBe('1');
    expect(G.wildcards).toBe(3);
    expect(G.lastMove?.wildcard).toBe(false);
  });

  it('rolls a wildcard about one time in six and never more than three per game', () => {
    let rolls = 0;
    let wildcards = 0;
    for (let n = 1; n <= 40; n += 1) {
      const client = start({ seed: `stats-${n}` });
      while (client.getState()!.ctx.gameover === undefined) {
        const { G } = client.getState()!;
        const before = G.wildcards;
        if (before < MAX_WILDCARDS) rolls += 1;
        play(client, [G.cells.indexOf(null)]);
        const after = client.getState()!.G.wildcards;
        wildcards += after - before;
        expect(after).toBeLessThanOrEqual(MAX_WILDCARDS);
      }
    }
    expect(wildcards / rolls).toBeGreaterThan(0.1);
    expect(wildcards / rolls).toBeLessThan(0.25);
  });

  it('rejects an occupied square, also one holding a wildcard, and keeps the turn', () => {
    const client = start({ setup: () => position(['X+..', '....', '....', '....']) });
    const before = client.getState()!;
    play(client, [0]);
    play(client, [1]);
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.currentPlayer).toBe('0');
  });

  it.each([[-1], [16], [2.5], ['3'], [null]])('rejects the malformed square %p', (cell) => {
    const G = position(['....', '....', '....', '....']);
    expect(markWithRoll(G, '0', cell, 1)).toBe(INVALID_MOVE);
    expect(G.cells.every((c) => c === null)).toBe(true);
  });

  it('counts a line such as P,+,P,+ for P and never a line with an empty square', () => {
    const G = position(['X+X+', 'O+O.', '++..', '....']);
    expect(lineOwner(G.cells, LINES[0]!)).toBe('0');
    expect(lineOwner(G.cells, LINES[1]!)).toBeNull();
    expect(lineOwner(position(['X+O+', '....', '....', '....']).cells, LINES[0]!)).toBeNull();
  });

  it('lets the opponent win when the mover’s wildcard completes the opponent’s line', () => {
    const setup = () => position(['OOO.', 'XX..', 'X...', '....']);
    const client = start({ seed: seedWhoseFirstRoll(true, setup), setup });
    play(client, [3]);
    const { G, ctx } = client.getState()!;
    expect(G.cells[3]).toBe(WILDCARD);
    expect(ctx.gameover).toEqual({ winner: '1', reason: 'wildcard' });
  });

  it('declares a draw when one wildcard completes lines for both players', () => {
    const G = position(['XXX.', '...O', '...O', '...O']);
    markWithRoll(G, '0', 3, 6);
    expect(outcome(G)).toEqual({ draw: true, reason: 'bothLines' });
  });

  it('lets the mover win with their own mark', () => {
    const setup = () => position(['X...', 'OX..', 'O.X.', 'O...']);
    const client = start({ seed: seedWhoseFirstRoll(false, setup), setup });
    play(client, [15]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0' });
  });

  it('counts a line completed on the 16th square as a win, not a draw', () => {
    const G = position(['XOXO', 'OXXO', 'XOOO', '+XX.']);
    markWithRoll(G, '1', 15, 2);
    expect(G.cells.every((c) => c !== null)).toBe(true);
    expect(outcome(G)).toEqual({ winner: '1' });
  });

  it('declares a draw when the grid fills with no owned line', () => {
    const G = position(['XOXO', 'XOOX', 'OXOX', 'OXX.']);
    markWithRoll(G, '1', 15, 2);
    expect(outcome(G)).toEqual({ draw: true });
  });

  it('accepts no move after the game is over', () => {
    const setup = () => position(['X...', 'OX..', 'O.X.', 'O...']);
    const client = start({ seed: seedWhoseFirstRoll(false, setup), setup });
    play(client, [15]);
    const over = client.getState()!;
    expect(over.ctx.gameover).toBeDefined();
    for (const seat of ['0', '1']) {
      client.updatePlayerID(seat);
      client.moves.markCell!(4);
    }
    expect(client.getState()!.G).toEqual(over.G);
  });

  it('enumerates exactly the empty squares', () => {
    const client = start({ setup: () => position(['X+..', '.O..', '....', '...X']) });
    const { G, ctx } = client.getState()!;
    const moves = game.ai!.enumerate(G, ctx, '0') as Array<{ move: string; args: number[] }>;
    expect(moves.map((m) => m.args[0])).toEqual([2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(moves.every((m) => m.move === 'markCell')).toBe(true);
  });

  it('rolls the die on the server only: an online client never holds the seed', async () => {
    const multiplayer = Local();
    const players = ['0', '1'].map((playerID) => {
      const client = Client<TicTacToePlusState>({ game, numPlayers: 2, multiplayer, playerID, matchID: 'm', debug: false });
      client.start();
      return client;
    });
    players[0]!.moves.markCell!(5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const client of players) {
      const state = client.getState()!;
      expect(state.G.cells[5]).not.toBeNull();
      expect(state.ctx.currentPlayer).toBe('1');
      expect((state.plugins as Record<string, { data?: unknown }>).random?.data).toBeUndefined();
    }
    players.forEach((client) => client.stop());
  });
});
