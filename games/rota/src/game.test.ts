import { Client } from 'boardgame.io/client';
import { createSimulator, seededRandom } from '@tabula/game-kit';
import { clientFromState, randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { positionKey } from './rules';
import { stateOf, wheel } from './testPositions';
import type { RotaState } from './types';
import { CENTRE } from './wheel';

type TestClient = ReturnType<typeof Client<RotaState>>;

function start(): TestClient {
  const client = Client<RotaState>({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

/** Plays each action as the player to move: a number places, a [from, to] pair moves. */
function play(client: TestClient, actions: Array<number | [number, number] | unknown[]>) {
  for (const action of actions) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    if (Array.isArray(action)) client.moves.movePiece!(...action);
    else client.moves.placePiece!(action);
  }
}

/** Expects the action to be refused: same state, same player to move. */
function expectRefused(client: TestClient, action: number | unknown[]) {
  const before = client.getState()!;
  play(client, [action]);
  const after = client.getState()!;
  expect(after.G).toEqual(before.G);
  expect(after.ctx.currentPlayer).toBe(before.ctx.currentPlayer);
  expect(after.ctx.turn).toBe(before.ctx.turn);
}

/** Six placements with no line: Red on 0, 3, 5 and Blue on 1, 2, 6 (picture "RBBR.RB.."). */
const OPENING = [0, 1, 3, 2, 5, 6];

describe('rota rules', () => {
  // boardgame.io logs every refused move; the tests assert the refusals themselves.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with an empty wheel and Red (seat 0) to place', () => {
    const { G, ctx } = start().getState()!;
    expect(G.points).toEqual(wheel('.........'));
    expect(ctx.currentPlayer).toBe('0');
    expect(game.ai!.enumerate(G, ctx, '0')).toHaveLength(9);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('places pieces alternately on empty points and remembers the last one', () => {
    const client = start();
    play(client, [CENTRE, 0]);
    const { G, ctx } = client.getState()!;
    expect(G.points).toEqual(wheel('B.......R'));
    expect(G.lastMove).toEqual({ seat: '1', from: null, to: 0 });
    expect(ctx.currentPlayer).toBe('0');
  });

  it('refuses a placement on an occupied point, and moving while placing', () => {
    const client = start();
    play(client, [CENTRE]);
    expectRefused(client, CENTRE);
    expectRefused(client, [CENTRE, 0]);
  });

  it('refuses arguments that are not points', () => {
    const client = start();
    for (const bad of [9, -1, 1.5, '3', null, undefined]) expectRefused(client, bad as number);
    play(client, OPENING);
    for (const bad of [
      [0, 9],
      ['0', 7],
      [0, 7.5],
      [null, 7],
    ])
      expectRefused(client, bad);
  });

  it('wins during placement when the third piece completes a diameter', () => {
    const client = start();
    play(client, [0, 1, CENTRE, 2, 4]);
    const { G, ctx } = client.getState()!;
    expect(ctx.gameover).toEqual({ winner: '0', reason: 'line' });
    expect(G.lastMove).toEqual({ seat: '0', from: null, to: 4 });
  });

  it('switches to moving after the sixth placement, Red first: a seventh placement is refused', () => {
    const client = start();
    play(client, OPENING);
    const { G, ctx } = client.getState()!;
    expect(G.points).toEqual(wheel('RBBR.RB..'));
    expect(ctx.currentPlayer).toBe('0');
    expect(game.ai!.enumerate(G, ctx, '0').every((action) => 'move' in action && action.move === 'movePiece')).toBe(true);
    expectRefused(client, 4);
    expectRefused(client, CENTRE);
  });

  it('logs placements and moves with the points numbered as on the board, the centre by name, nothing for a refused one', () => {
    const client = start();
    play(client, [0, CENTRE]);
    expectRefused(client, 0);
    play(client, [1, 2, 4, 5, [4, 3], [CENTRE, 6], [3, CENTRE]]);
    const log = client.getState()!.G.log;
    expect(log.slice(0, 2)).toEqual([
      { key: 'placed', seat: '0', values: { point: 1 } },
      { key: 'placedCentre', seat: '1' },
    ]);
    expect(log).toHaveLength(9);
    expect(log.slice(-3)).toEqual([
      { key: 'moved', seat: '0', values: { from: 5, to: 4 } },
      { key: 'movedFromCentre', seat: '1', values: { to: 7 } },
      { key: 'movedToCentre', seat: '0', values: { from: 4 } },
    ]);
  });

  it('moves a piece to a neighbouring empty point, on the circle or to and from the centre', () => {
    const client = start();
    play(client, [...OPENING, [3, 4]]);
    expect(client.getState()!.G.points).toEqual(wheel('RBB.RRB..'));
    expect(client.getState()!.G.lastMove).toEqual({ seat: '0', from: 3, to: 4 });
    play(client, [[6, CENTRE]]);
    expect(client.getState()!.G.points).toEqual(wheel('RBB.RR..B'));
    play(client, [
      [0, 7],
      [CENTRE, 3],
    ]);
    expect(client.getState()!.G.points).toEqual(wheel('.BBBRR.R.'));
  });

  it('refuses a move two points round the circle, onto a piece, of the other side, or from an empty point', () => {
    const client = start();
    play(client, OPENING); // Red 0, 3, 5; Blue 1, 2, 6; empty 4, 7, centre
    expectRefused(client, [5, 7]); // 90 degrees round the circle, over point 6
    expectRefused(client, [3, 5]); // two steps, and onto Red's own piece
    expectRefused(client, [0, 1]); // onto Blue
    expectRefused(client, [6, 7]); // Blue's piece
    expectRefused(client, [4, CENTRE]); // no piece there
    expectRefused(client, [0, 4]); // across the wheel
  });

  it('wins by moving into a line of three on the circle', () => {
    // Red on 1, 2 and the centre; Blue on 0, 5, 6. Red moves the centre piece to 3: the arc 1-2-3.
    const client = clientFromState(game, () => stateOf('BRR..BB.R'));
    play(client, [[CENTRE, 3]]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'line' });
    expectRefused(client, [3, 4]);
  });

  it('wins by moving into a diameter', () => {
    // Blue on 2 and 6 moves 7 -> centre: the diameter 2-centre-6.
    const client = clientFromState(game, () => stateOf('R.BR.RBB.'), '1');
    play(client, [[7, CENTRE]]);
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '1', reason: 'line' });
  });

  it('draws when the same position comes up for the third time with the same player to move', () => {
    const client = start();
    play(client, OPENING);
    const shuffle: Array<[number, number]> = [
      [3, 4],
      [6, 7],
      [4, 3],
      [7, 6],
    ];
    const startKey = positionKey(wheel('RBBR.RB..'), '0');
    expect(client.getState()!.G.seen[startKey]).toBe(1);
    play(client, shuffle);
    expect(client.getState()!.G.seen[startKey]).toBe(2);
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    play(client, shuffle.slice(0, 3));
    expect(client.getState()!.ctx.gameover).toBeUndefined();
    play(client, shuffle.slice(3));
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true, reason: 'threefold' });
  });

  it('does not count a position with the other player to move as a repetition', () => {
    expect(positionKey(wheel('RBBR.RB..'), '0')).not.toBe(positionKey(wheel('RBBR.RB..'), '1'));
  });

  it('lists exactly the actions the rules accept, from seeded random positions', () => {
    const simulator = createSimulator(game);
    const random = seededRandom(7);
    const candidates = [
      ...Array.from({ length: 11 }, (_, p) => ({ move: 'placePiece', args: [p - 1] })),
      ...Array.from({ length: 81 }, (_, i) => ({ move: 'movePiece', args: [Math.floor(i / 9), i % 9] })),
    ];
    for (let round = 0; round < 8; round += 1) {
      let state = simulator.initial(2, `exact-${round}`);
      for (let ply = 0; ply < 24 && state.ctx.gameover === undefined; ply += 1) {
        const seat = state.ctx.currentPlayer;
        const listed = simulator.actionsOf(state, seat).map((a) => ({ move: a.name, args: a.args }));
        const accepted = candidates.filter((candidate) => {
          try {
            simulator.apply(state, { playerID: seat, kind: 'move', name: candidate.move, args: candidate.args });
            return true;
          } catch {
            return false;
          }
        });
        expect(listed).toEqual(expect.arrayContaining(accepted));
        expect(accepted).toEqual(expect.arrayContaining(listed));
        expect(simulator.actionsOf(state, seat === '0' ? '1' : '0')).toEqual([]);
        const pick = listed[Math.floor(random() * listed.length)]!;
        state = simulator.apply(state, { playerID: seat, kind: 'move', name: pick.move, args: pick.args });
      }
    }
  });

  it('ends every seeded random game, by a line or by repetition', () => {
    const reasons = new Set<string>();
    for (let seed = 1; seed <= 40; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 1500 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
      reasons.add((report.gameover as { reason: string }).reason);
    }
    expect([...reasons].sort()).toEqual(['line', 'threefold']);
  });
});
