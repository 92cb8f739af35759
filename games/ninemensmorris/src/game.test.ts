import { Client } from 'boardgame.io/client';
import type { PlayerID } from 'boardgame.io';
import { createSimulator, seededRandom } from '@tabula/game-kit';
import { clientFromState, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { QUIET_TURN_LIMIT } from './rules';
import { at, type PositionPicture, stateOf } from './testPositions';
import type { MorrisState } from './types';

type TestClient = ReturnType<typeof Client<MorrisState>>;

function start(): TestClient {
  const client = Client<MorrisState>({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

const from = (picture: PositionPicture, first: PlayerID = '0') => clientFromState(game, () => stateOf(picture), first);

/** Plays as the player to move: "a1" places or removes (whichever is owed), "a1-a4" moves. */
function play(client: TestClient, actions: string[]) {
  for (const action of actions) {
    const { G, ctx } = client.getState()!;
    client.updatePlayerID(ctx.currentPlayer);
    const [a, b] = action.split('-');
    if (b !== undefined) client.moves.movePiece!(at(a!), at(b));
    else if (G.removing) client.moves.removePiece!(at(a!));
    else client.moves.placePiece!(at(a!));
  }
}

/** Sends a raw move as the player to move. */
function send(client: TestClient, move: 'placePiece' | 'movePiece' | 'removePiece', ...args: unknown[]) {
  client.updatePlayerID(client.getState()!.ctx.currentPlayer);
  client.moves[move]!(...args);
}

function expectRefused(client: TestClient, act: () => void) {
  const before = client.getState()!;
  act();
  const after = client.getState()!;
  expect(after.G).toEqual(before.G);
  expect(after.ctx.currentPlayer).toBe(before.ctx.currentPlayer);
  expect(after.ctx.turn).toBe(before.ctx.turn);
}

const pieceAt = (client: TestClient, name: string) => client.getState()!.G.points[at(name)];
const state = (client: TestClient) => client.getState()!;

describe('ninemensmorris rules', () => {
  // boardgame.io logs every refused move; the tests assert the refusals themselves.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with an empty board, nine pieces in each hand and White (seat 0) to place', () => {
    const { G, ctx } = state(start());
    expect(G.points.every((p) => p === null)).toBe(true);
    expect(G.inHand).toEqual({ '0': 9, '1': 9 });
    expect(ctx.currentPlayer).toBe('0');
    expect(game.ai!.enumerate(G, ctx, '0')).toHaveLength(24);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('places pieces alternately from the hands', () => {
    const client = start();
    play(client, ['a1', 'g7']);
    expect(pieceAt(client, 'a1')).toBe('0');
    expect(pieceAt(client, 'g7')).toBe('1');
    expect(state(client).G.inHand).toEqual({ '0': 8, '1': 8 });
    expect(state(client).G.lastMove).toEqual({ seat: '1', from: null, to: at('g7'), removed: null });
    expect(state(client).ctx.currentPlayer).toBe('0');
  });

  it('refuses a placement on a piece, a move while placing, a removal without a mill, and bad arguments', () => {
    const client = start();
    play(client, ['a1']);
    expectRefused(client, () => send(client, 'placePiece', at('a1')));
    expectRefused(client, () => send(client, 'movePiece', at('a1'), at('d1')));
    expectRefused(client, () => send(client, 'removePiece', at('a1')));
    for (const bad of [24, -1, 2.5, 'a1', null]) expectRefused(client, () => send(client, 'placePiece', bad));
  });

  it('after a mill the same player removes a piece, then the turn passes', () => {
    const client = start();
    play(client, ['a1', 'b2', 'd1', 'b4', 'g1']); // White: a1 d1 g1, a mill
    expect(state(client).G.removing).toBe(true);
    expect(state(client).ctx.currentPlayer).toBe('0');
    const { G, ctx } = state(client);
    expect(game.ai!.enumerate(G, ctx, '0')).toEqual([
      { move: 'removePiece', args: [at('b2')] },
      { move: 'removePiece', args: [at('b4')] },
    ]);
    expectRefused(client, () => send(client, 'placePiece', at('g4')));
    expectRefused(client, () => send(client, 'removePiece', at('a1'))); // own piece
    expectRefused(client, () => send(client, 'removePiece', at('c3'))); // empty point
    play(client, ['b4']);
    expect(pieceAt(client, 'b4')).toBeNull();
    expect(state(client).G.removing).toBe(false);
    expect(state(client).G.lastMove).toEqual({ seat: '0', from: null, to: at('g1'), removed: at('b4') });
    expect(state(client).ctx.currentPlayer).toBe('1');
    expect(state(client).G.inHand).toEqual({ '0': 6, '1': 7 });
  });

  it('protects pieces in a mill unless every opposing piece is in one', () => {
    // Red has a mill a7 d7 g7 and a free piece on c3: only c3 may go.
    const some = from({ white: 'a1 d1', red: 'a7 d7 g7 c3', inHand: [1, 0] });
    play(some, ['g1']);
    expect(game.ai!.enumerate(state(some).G, state(some).ctx, '0')).toEqual([{ move: 'removePiece', args: [at('c3')] }]);
    expectRefused(some, () => send(some, 'removePiece', at('d7')));
    // Every Red piece in a mill: any of them may go.
    const all = from({ white: 'a1 d1', red: 'a7 d7 g7', inHand: [1, 0] });
    play(all, ['g1', 'd7']);
    expect(pieceAt(all, 'd7')).toBeNull();
  });

  it('gives one removal for two mills closed at once', () => {
    // Placing on a1 closes a1-d1-g1 and a1-a4-a7 together; one Red piece goes, then it is Red's turn.
    const client = from({ white: 'd1 g1 a4 a7', red: 'b2 b4 f2 f4 d6', inHand: [1, 1] });
    play(client, ['a1', 'b2']);
    expect(state(client).ctx.currentPlayer).toBe('1');
    expect(state(client).G.removing).toBe(false);
    expect(state(client).G.inHand).toEqual({ '0': 0, '1': 1 });
    expect(state(client).G.points.filter((p) => p === '1')).toHaveLength(4);
  });

  it('does the removal of a mill closed by the 18th placement before the moving phase, which White starts', () => {
    const client = from({ white: 'a1 d1 g1 b2 f2 c3 e3 c5 e5', red: 'a7 d7 b6 d6 f6 c4 e4 g4', inHand: [0, 1] }, '1');
    play(client, ['g7']); // Red closes a7 d7 g7
    expect(state(client).G.removing).toBe(true);
    expect(state(client).ctx.currentPlayer).toBe('1');
    expect(state(client).G.inHand).toEqual({ '0': 0, '1': 0 });
    play(client, ['b2']);
    expect(state(client).ctx.currentPlayer).toBe('0');
    const moves = game.ai!.enumerate(state(client).G, state(client).ctx, '0');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => 'move' in m && m.move === 'movePiece')).toBe(true);
  });

  it('skips the removal when a mill is closed while the opponent has no piece on the board', () => {
    const client = from({ white: 'a1 d1', inHand: [7, 9] });
    play(client, ['g1']);
    expect(state(client).G.removing).toBe(false);
    expect(state(client).ctx.currentPlayer).toBe('1');
  });

  it('logs placements, moves and removals with the points as the board names them, nothing for a refused action', () => {
    const client = start();
    play(client, ['a1', 'b2', 'd1', 'b4', 'g1']);
    expectRefused(client, () => send(client, 'removePiece', at('a1')));
    play(client, ['b4']);
    expect(state(client).G.log).toEqual([
      { key: 'placed', seat: '0', values: { point: 'a1' } },
      { key: 'placed', seat: '1', values: { point: 'b2' } },
      { key: 'placed', seat: '0', values: { point: 'd1' } },
      { key: 'placed', seat: '1', values: { point: 'b4' } },
      { key: 'placed', seat: '0', values: { point: 'g1' } },
      { key: 'removed', seat: '0', values: { point: 'b4' } },
    ]);
    const moving = from({ white: 'a1 d1 b4 f4', red: 'g1 g7 d6 d5' });
    play(moving, ['b4-b6']);
    expect(state(moving).G.log).toEqual([{ key: 'moved', seat: '0', values: { from: 'b4', to: 'b6' } }]);
  });

  it('moves pieces along the lines to a neighbouring empty point only', () => {
    const picture = { white: 'a1 d1 b4 f4', red: 'g1 g7 d6 d5' };
    const client = from(picture);
    expectRefused(client, () => send(client, 'placePiece', at('a7'))); // nothing in hand
    expectRefused(client, () => send(client, 'movePiece', at('a1'), at('a7'))); // not a neighbour
    expectRefused(client, () => send(client, 'movePiece', at('a1'), at('b2'))); // no diagonal
    expectRefused(client, () => send(client, 'movePiece', at('d1'), at('g1'))); // occupied
    expectRefused(client, () => send(client, 'movePiece', at('g7'), at('g4'))); // Red's piece
    expectRefused(client, () => send(client, 'movePiece', at('c3'), at('d3'))); // no piece there
    expectRefused(client, () => send(client, 'movePiece', at('b4'), 'c4'));
    play(client, ['b4-b6']);
    expect(pieceAt(client, 'b6')).toBe('0');
    expect(pieceAt(client, 'b4')).toBeNull();
    expect(state(client).G.lastMove).toEqual({ seat: '0', from: at('b4'), to: at('b6'), removed: null });
    expect(state(client).ctx.currentPlayer).toBe('1');
  });

  it('forms a mill again when a piece leaves it and comes back', () => {
    const client = from({ white: 'a1 d1 g1 f4', red: 'a7 d7 b6 c5 e5' });
    play(client, ['g1-g4', 'b6-b4', 'g4-g1']);
    expect(state(client).G.removing).toBe(true);
    play(client, ['b4']);
    expect(state(client).G.points.filter((p) => p === '1')).toHaveLength(4);
  });

  it('lets a player fly exactly when three pieces are left', () => {
    const four = from({ white: 'a1 d1 b4 f4', red: 'g7 d6 d5 c3' }, '1');
    expectRefused(four, () => send(four, 'movePiece', at('g7'), at('a7'))); // four pieces: no flying
    const three = from({ white: 'a1 d1 b4 f4', red: 'g7 d6 d5' }, '1');
    play(three, ['g7-a7']);
    expect(pieceAt(three, 'a7')).toBe('1');
    expect(pieceAt(three, 'g7')).toBeNull();
  });

  it('a player who cannot move at the start of their turn loses', () => {
    // Every one of Red's four pieces is hemmed in by White's: after any White move, Red has lost.
    const blocked = from({ white: 'd1 a4 b4 d2 c5 d3 g7 f2', red: 'a1 c3 c4 b2', inHand: [0, 0] }, '0');
    play(blocked, ['g7-g4']);
    expect(state(blocked).ctx.gameover).toEqual({ winner: '0', reason: 'blocked' });
  });

  it('a flying player is never blocked', () => {
    const client = from({ white: 'd1 a4 b4 d2 c5 d3 g7 f2', red: 'a1 c3 c4' }, '0');
    play(client, ['g7-g4']);
    expect(state(client).ctx.gameover).toBeUndefined();
    expect(game.ai!.enumerate(state(client).G, state(client).ctx, '1').length).toBeGreaterThan(0);
  });

  it('ends the game at once when a removal leaves the opponent two pieces', () => {
    const client = from({ white: 'a1 d1 g4', red: 'a7 d7 c5' });
    play(client, ['g4-g1']);
    play(client, ['c5']);
    expect(state(client).ctx.gameover).toEqual({ winner: '0', reason: 'twoLeft' });
  });

  it('counts the pieces in hand: two on the board is not lost while more remain to place', () => {
    const client = from({ white: 'a1 d1', red: 'a7 b6', inHand: [1, 2] });
    play(client, ['g1', 'b6']);
    expect(state(client).ctx.gameover).toBeUndefined();
    expect(state(client).ctx.currentPlayer).toBe('1');
    // Down to one on the board and one in hand: two left, lost.
    const last = from({ white: 'a1 d1', red: 'a7 b6', inHand: [1, 1] });
    play(last, ['g1', 'b6']);
    expect(state(last).ctx.gameover).toEqual({ winner: '0', reason: 'twoLeft' });
  });

  it('draws when the same position comes up for the third time', () => {
    // White's first move reaches the position; two rounds of shuffling bring it back twice.
    const client = from({ white: 'a1 d1 b6 f4', red: 'g1 g7 d6 d5' });
    const shuffle = ['d5-e5', 'b4-b6', 'e5-d5', 'b6-b4'];
    play(client, ['b6-b4', ...shuffle, ...shuffle.slice(0, 3)]);
    expect(state(client).ctx.gameover).toBeUndefined();
    play(client, shuffle.slice(3));
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'threefold' });
  });

  it('draws after 50 moves each in the moving phase without a mill', () => {
    const client = from({ white: 'a1 d1 b4 f4', red: 'g1 g7 d6 d5', quietTurns: QUIET_TURN_LIMIT - 1 });
    play(client, ['b4-b6']);
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'noMill' });
  });

  it('starts counting the quiet moves and the repetitions again after a removal', () => {
    const client = from({ white: 'a1 d1 g4 f4', red: 'a7 d7 b6 c5 e5', quietTurns: 40 });
    play(client, ['g4-g1', 'c5']);
    expect(state(client).G.quietTurns).toBe(0);
    // Only the position after the removal is on record.
    expect(Object.values(state(client).G.seen)).toEqual([1]);
  });

  it('lists exactly the actions the rules accept, from seeded random positions', () => {
    const simulator = createSimulator(game);
    const random = seededRandom(11);
    const candidates = [
      ...Array.from({ length: 26 }, (_, p) => ({ move: 'placePiece', args: [p - 1] })),
      ...Array.from({ length: 26 }, (_, p) => ({ move: 'removePiece', args: [p - 1] })),
      ...Array.from({ length: 24 * 24 }, (_, i) => ({ move: 'movePiece', args: [Math.floor(i / 24), i % 24] })),
    ];
    let checked = 0;
    for (let round = 0; round < 4; round += 1) {
      let current = simulator.initial(2, `exact-${round}`);
      for (let ply = 0; ply < 80 && current.ctx.gameover === undefined; ply += 1) {
        const seat = current.ctx.currentPlayer;
        const listed = simulator.actionsOf(current, seat).map((a) => ({ move: a.name, args: a.args }));
        if (ply % 5 === 0 || current.G.removing) {
          const accepted = candidates.filter((candidate) => {
            try {
              simulator.apply(current, { playerID: seat, kind: 'move', name: candidate.move, args: candidate.args });
              return true;
            } catch {
              return false;
            }
          });
          expect(listed).toEqual(expect.arrayContaining(accepted));
          expect(accepted).toEqual(expect.arrayContaining(listed));
          checked += 1;
        }
        expect(simulator.actionsOf(current, seat === '0' ? '1' : '0')).toEqual([]);
        const pick = listed[Math.floor(random() * listed.length)]!;
        current = simulator.apply(current, { playerID: seat, kind: 'move', name: pick.move, args: pick.args });
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('ends every seeded random game', () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 10; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 1500 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
      reasons.add((report.gameover as { reason: string }).reason);
    }
    expect(reasons.has('twoLeft')).toBe(true);
  });
});
