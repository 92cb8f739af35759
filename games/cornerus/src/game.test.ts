import { Client } from 'boardgame.io/client';
import { clientFromState, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { LAST, at, stateWithBoard } from './testPositions';
import { initialState } from './rules';
import type { PlacementChoice } from './bitboard';
import type { CornerusState } from './types';

type TestClient = ReturnType<typeof Client<CornerusState>>;

function start(numPlayers: number): TestClient {
  const client = Client<CornerusState>({ game, numPlayers, debug: false });
  client.start();
  return client;
}

const state = (client: TestClient) => client.getState()!;

function place(client: TestClient, choice: PlacementChoice, seat = state(client).ctx.currentPlayer) {
  client.updatePlayerID(seat);
  client.moves.placePiece!(choice.piece, choice.orientation, choice.x, choice.y);
}

/** Plays the first legal placement the rules list; returns the colour and the seat that played it. */
function playAny(client: TestClient) {
  const { G, ctx } = state(client);
  const [choice] = game.ai!.enumerate(G, ctx, ctx.currentPlayer) as unknown as Array<{
    args: [number, number, number, number];
  }>;
  const [piece, orientation, x, y] = choice!.args;
  place(client, { piece, orientation, x, y });
  return { colour: state(client).G.lastPlacement!.colour, seat: ctx.currentPlayer };
}

function endColour(client: TestClient) {
  client.updatePlayerID(state(client).ctx.currentPlayer);
  client.moves.endColour!();
}

function expectRefused(client: TestClient, act: () => void) {
  const before = state(client);
  act();
  const after = state(client);
  expect(after.G).toEqual(before.G);
  expect(after.ctx.currentPlayer).toBe(before.ctx.currentPlayer);
  expect(after.ctx.turn).toBe(before.ctx.turn);
}

describe('cornerus game', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with Blue (seat 0) placing its first piece on its corner', () => {
    const { G, ctx } = state(start(2));
    expect(ctx.currentPlayer).toBe('0');
    expect(G.board.every((cell) => cell === -1)).toBe(true);
    const first = game.ai!.enumerate(G, ctx, '0') as Array<{ args: number[] }>;
    expect(first.length).toBeGreaterThan(50);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('plays the colours Blue, Red, Yellow, Green with two players, each owning two', () => {
    const client = start(2);
    const turns = Array.from({ length: 8 }, () => playAny(client));
    expect(turns.map(({ colour }) => colour)).toEqual([0, 2, 1, 3, 0, 2, 1, 3]);
    expect(turns.map(({ seat }) => seat)).toEqual(['0', '1', '0', '1', '0', '1', '0', '1']);
  });

  it('shares Green among three players, its turn going round the seats', () => {
    const client = start(3);
    const turns = Array.from({ length: 12 }, () => playAny(client));
    expect(turns.map(({ colour }) => colour)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    expect(turns.map(({ seat }) => seat).join('')).toBe('012001210122');
  });

  it('gives one colour to each of four players', () => {
    const client = start(4);
    const turns = Array.from({ length: 4 }, () => playAny(client));
    expect(turns).toEqual([
      { colour: 0, seat: '0' },
      { colour: 1, seat: '1' },
      { colour: 2, seat: '2' },
      { colour: 3, seat: '3' },
    ]);
  });

  it('refuses illegal placements without passing the turn', () => {
    const client = start(2);
    const legal = at(11, 0, 0, 0);
    expectRefused(client, () => place(client, legal, '1')); // not seat 1's turn
    expectRefused(client, () => place(client, at(11, 0, 1, 0))); // misses the corner
    expectRefused(client, () => place(client, { ...legal, orientation: 8 }));
    expectRefused(client, () => place(client, { ...legal, piece: 21 }));
    expectRefused(client, () => place(client, { ...legal, x: 0.5 }));
    expectRefused(client, () => place(client, { ...legal, x: 19 })); // off the board
    place(client, legal);
    expect(state(client).ctx.currentPlayer).toBe('1');
    place(client, at(0, 0, LAST, LAST));
    place(client, at(0, 0, LAST, 0)); // Yellow's monomino
    place(client, at(0, 0, 0, LAST)); // Green's monomino
    expectRefused(client, () => place(client, at(11, 0, 2, 2))); // Blue's L is used already
    expectRefused(client, () => place(client, at(1, 0, 4, 0))); // touches Blue's edge
    expectRefused(client, () => {
      client.updatePlayerID('1');
      client.moves.endColour!();
    });
  });

  it('remembers the last placement', () => {
    const client = start(2);
    place(client, at(1, 1, 0, 0));
    expect(state(client).G.lastPlacement).toEqual({ colour: 0, piece: 1, cells: [0, 20] });
  });

  it('skips a colour its player ended, for the rest of the game', () => {
    const client = start(2);
    endColour(client); // Blue ends
    expect(state(client).G.colours[0]!.end).toBe('ended');
    expect(state(client).ctx.currentPlayer).toBe('1');
    const turns = Array.from({ length: 6 }, () => playAny(client));
    expect(turns.map(({ colour }) => colour)).toEqual([2, 1, 3, 2, 1, 3]);
    expect(turns.map(({ seat }) => seat)).toEqual(['1', '0', '1', '1', '0', '1']);
  });

  it('passes over a colour none of whose pieces fits any more and says so', () => {
    // Red's only square is its corner; Yellow holds the one diagonal cell: Red has nowhere to go.
    const setup = () => stateWithBoard(['Y.', '.R'], [LAST - 1, LAST - 1]);
    const client = clientFromState(game, setup, '0', 2);
    place(client, at(0, 0, 0, 0));
    const { G, ctx } = state(client);
    expect(G.colours[2]!.end).toBe('blocked');
    expect(G.skipped).toEqual([{ colour: 2 }]);
    expect(ctx.currentPlayer).toBe('0'); // Yellow, played by seat 0
    playAny(client);
    expect(state(client).G.skipped).toEqual([]);
    expect(state(client).G.lastPlacement!.colour).toBe(1);
    expect(state(client).ctx.currentPlayer).toBe('1'); // Green next
  });

  it('ends when every colour stopped, ranking the players by score with bonuses', () => {
    const setup = (): CornerusState => {
      const G = initialState();
      for (const colour of [0, 1, 2]) G.colours[colour]!.end = 'ended';
      G.colours[3]!.remaining = [0];
      G.slot = 3; // Green's turn, seat 1
      return G;
    };
    const client = clientFromState(game, setup, '1', 2);
    place(client, at(0, 0, 0, LAST));
    expect(state(client).ctx.gameover).toEqual({
      winner: '1',
      scores: { '0': -178, '1': -69 },
      placings: { '0': 2, '1': 1 },
    });
  });

  it('is a draw when the players end every colour at once', () => {
    const client = start(2);
    for (let turn = 0; turn < 4; turn += 1) endColour(client);
    expect(state(client).ctx.gameover).toEqual({
      draw: true,
      scores: { '0': -178, '1': -178 },
      placings: { '0': 1, '1': 1 },
    });
  });

  it('ranks three players by their own colour, without Green', () => {
    const three = start(3);
    playAny(three); // Blue places a piece
    for (let turn = 0; turn < 3; turn += 1) endColour(three); // Yellow, Red, Green (played by seat 0)
    endColour(three); // Blue
    const result = state(three).ctx.gameover as { winner: string; scores: Record<string, number> };
    expect(result.winner).toBe('0');
    expect(Object.keys(result.scores)).toEqual(['0', '1', '2']);
    expect(result.scores['1']).toBe(-89);
  });

  it('logs every piece placed by its tray number, size and top-left square, and a colour ended; a refused move adds none', () => {
    const client = start(2);
    place(client, at(11, 0, 0, 0));
    expectRefused(client, () => place(client, at(0, 0, LAST, 0), '0'));
    expectRefused(client, () => place(client, at(0, 0, 5, 5)));
    place(client, at(0, 0, LAST, LAST));
    endColour(client);
    expect(state(client).G.log).toEqual([
      { key: 'placed.0', seat: '0', values: { number: 12, count: 5, row: 1, column: 1 } },
      { key: 'placed.2', seat: '1', values: { number: 1, count: 1, row: 20, column: 20 } },
      { key: 'ended.1', seat: '0' },
    ]);
  });

  it('logs a colour passed over with its player, and the shared Green of three players without one', () => {
    const two = clientFromState(game, () => stateWithBoard(['Y.', '.R'], [LAST - 1, LAST - 1]), '0', 2);
    place(two, at(0, 0, 0, 0));
    expect(state(two).G.log).toEqual([
      { key: 'placed.0', seat: '0', values: { number: 1, count: 1, row: 1, column: 1 } },
      { key: 'blocked.2', seat: '1' },
    ]);
    const threeSetup = () => ({ ...stateWithBoard(['.Y', 'G.'], [0, LAST - 1]), slot: 2 });
    const three = clientFromState(game, threeSetup, '2', 3);
    place(three, at(0, 0, LAST, LAST));
    expect(state(three).G.log.at(-1)).toEqual({ key: 'blockedShared' });
    expect(state(three).ctx.currentPlayer).toBe('0');
  });

  it('logs the end with every player by placing and points, and a draw as such', () => {
    const setup = (): CornerusState => {
      const G = initialState();
      for (const colour of [0, 1, 2]) G.colours[colour]!.end = 'ended';
      G.colours[3]!.remaining = [0];
      G.slot = 3;
      return G;
    };
    const won = clientFromState(game, setup, '1', 2);
    place(won, at(0, 0, 0, LAST));
    expect(state(won).G.log).toEqual([
      { key: 'placed.3', seat: '1', values: { number: 1, count: 1, row: 20, column: 1 } },
      { key: 'over' },
      { key: 'winner', seat: '1', values: { count: -69 } },
      { key: 'score', seat: '0', values: { count: -178 } },
    ]);
    const drawn = start(2);
    for (let turn = 0; turn < 4; turn += 1) endColour(drawn);
    expect(state(drawn).G.log.slice(-4)).toEqual([
      { key: 'over' },
      { key: 'draw' },
      { key: 'score', seat: '0', values: { count: -178 } },
      { key: 'score', seat: '1', values: { count: -178 } },
    ]);
  });

  it.each([2, 3, 4])('plays seeded random games with %i players to the end', (numPlayers) => {
    for (let seed = 1; seed <= 3; seed += 1) {
      const report = randomPlayout(game, { numPlayers, seed, maxMoves: 200 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });
});
