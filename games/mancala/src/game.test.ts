import { Client } from 'boardgame.io/client';
import type { PlayerID } from 'boardgame.io';
import { randomPlayout } from '@tabula/game-kit/testing';
import { game } from './game';
import { storeHole } from './holes';
import { opening, position } from './testPositions';
import type { MancalaState } from './types';

type TestClient = ReturnType<typeof Client<MancalaState>>;

function start(G: MancalaState = opening()): TestClient {
  const client = Client<MancalaState>({ game: { ...game, setup: () => structuredClone(G) }, numPlayers: 2, debug: false });
  client.start();
  return client;
}

function sowAs(client: TestClient, seat: PlayerID, pit: unknown) {
  client.updatePlayerID(seat);
  client.moves.sowPit!(pit);
}

describe('mancala rules', () => {
  // boardgame.io logs every refused move; the tests assert the refusals themselves.
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('starts with 4 seeds in every pit and seat 0 to move', () => {
    const { G, ctx } = start().getState()!;
    expect(G.holes).toEqual([4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]);
    expect(ctx.currentPlayer).toBe('0');
    expect(G.toMove).toBe('0');
  });

  it('keeps the same player on turn after the last seed lands in the own store', () => {
    const client = start();
    sowAs(client, '0', 2);
    const { G, ctx } = client.getState()!;
    expect(ctx.currentPlayer).toBe('0');
    expect(G.lastMove).toMatchObject({ seat: '0', pit: 2, extraTurn: true });
    sowAs(client, '0', 5);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('logs each sowing with its pit (1-6), then captures and extra turns, and nothing for a refused sowing', () => {
    const client = start();
    sowAs(client, '0', 2);
    sowAs(client, '1', 0);
    sowAs(client, '0', 5);
    expect(client.getState()!.G.log).toEqual([
      { key: 'sowed', seat: '0', values: { pit: 3, count: 4 } },
      { key: 'extraTurn', seat: '0' },
      { key: 'sowed', seat: '0', values: { pit: 6, count: 5 } },
    ]);
    const capture = start(position({ pits: { '0': [1, 0, 4, 4, 4, 4], '1': [4, 4, 4, 4, 4, 4] } }));
    sowAs(capture, '0', 0);
    expect(capture.getState()!.G.log).toEqual([
      { key: 'sowed', seat: '0', values: { pit: 1, count: 1 } },
      { key: 'captured', seat: '0', values: { count: 5 } },
    ]);
  });

  it('passes the turn after an ordinary sowing', () => {
    const client = start();
    sowAs(client, '0', 0);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    expect(client.getState()!.G.toMove).toBe('1');
  });

  it.each([
    ['the other seat', '1', 0],
    ['an empty pit', '0', 2],
    ['a pit number below 0', '0', -1],
    ['a pit number above 5', '0', 6],
    ['a pit number that is not whole', '0', 1.5],
    ['a string', '0', '3'],
    ['nothing', '0', undefined],
  ])('refuses a sowing by %s without changing anything', (_name, seat, pit) => {
    const client = start(position({ pits: { '0': [4, 4, 0, 4, 4, 4], '1': [4, 4, 4, 4, 4, 4] } }));
    const before = client.getState()!;
    sowAs(client, seat, pit);
    const after = client.getState()!;
    expect(after.G).toEqual(before.G);
    expect(after.ctx.currentPlayer).toBe('0');
    expect(after.ctx.turn).toBe(before.ctx.turn);
  });

  it('does not let seat 0 sow while seat 1 is on an extra turn', () => {
    const client = start();
    sowAs(client, '0', 0);
    sowAs(client, '1', 2);
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    const before = client.getState()!.G;
    sowAs(client, '0', 1);
    expect(client.getState()!.G).toEqual(before);
  });

  it('ends when the mover empties its side, the other side swept into its store, the fuller store winning', () => {
    const client = start(position({ pits: { '0': [0, 0, 0, 0, 0, 1], '1': [3, 0, 0, 2, 0, 1] }, stores: { '0': 22, '1': 19 } }));
    sowAs(client, '0', 5);
    const { G, ctx } = client.getState()!;
    expect(G.holes[storeHole('0')]).toBe(23);
    expect(G.holes[storeHole('1')]).toBe(25);
    expect(ctx.gameover).toEqual({ winner: '1', scores: { '0': 23, '1': 25 }, placings: { '0': 2, '1': 1 } });
  });

  it('ends 24-24 as a draw', () => {
    const client = start(position({ pits: { '0': [0, 0, 0, 0, 0, 1], '1': [0, 0, 0, 0, 0, 1] }, stores: { '0': 23, '1': 23 } }));
    sowAs(client, '0', 5);
    expect(client.getState()!.ctx.gameover).toEqual({
      draw: true,
      scores: { '0': 24, '1': 24 },
      placings: { '0': 1, '1': 1 },
    });
  });

  it('accepts no move after the game is over', () => {
    const client = start(position({ pits: { '0': [0, 0, 0, 0, 0, 1], '1': [0, 0, 0, 0, 0, 1] }, stores: { '0': 23, '1': 23 } }));
    sowAs(client, '0', 5);
    const over = client.getState()!.G;
    sowAs(client, '1', 5);
    sowAs(client, '0', 5);
    expect(client.getState()!.G).toEqual(over);
  });

  it('enumerates exactly the non-empty pits of the seat to move, and nothing for the other seat', () => {
    const client = start(position({ pits: { '0': [0, 2, 0, 5, 0, 1], '1': [1, 1, 1, 1, 1, 1] } }));
    const { G, ctx } = client.getState()!;
    expect(game.ai!.enumerate(G, ctx, '0')).toEqual([
      { move: 'sowPit', args: [1] },
      { move: 'sowPit', args: [3] },
      { move: 'sowPit', args: [5] },
    ]);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('plays the short game the end-to-end test follows: nine sowings, Player 2 empties its side', () => {
    // Pits as the board numbers them (1-6 from each player's left): P1 6, P2 2 (extra turn), P2 3,
    // P1 1, P2 4, P1 1, P2 5, P1 1, P2 6.
    const client = start();
    const sowings: Array<[PlayerID, number]> = [
      ['0', 6],
      ['1', 2],
      ['1', 3],
      ['0', 1],
      ['1', 4],
      ['0', 1],
      ['1', 5],
      ['0', 1],
      ['1', 6],
    ];
    for (const [seat, number] of sowings) {
      expect(client.getState()!.ctx.currentPlayer).toBe(seat);
      sowAs(client, seat, number - 1);
    }
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', scores: { '0': 41, '1': 7 }, placings: { '0': 1, '1': 2 } });
  });

  it('plays seeded random games to the end with all 48 seeds in the stores', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const report = randomPlayout(game, { numPlayers: 2, seed, maxMoves: 500 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
      const scores = (report.gameover as { scores: Record<string, number> }).scores;
      expect(scores['0']! + scores['1']!).toBe(48);
    }
  });
});
