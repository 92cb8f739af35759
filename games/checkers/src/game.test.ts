import { Client } from 'boardgame.io/client';
import { randomPlayout } from '@tabula/game-kit/testing';
import { game, initialState } from './game';
import { legalSteps } from './rules';
import { clientAt, play, sq, stateOf } from './testPositions';

function newClient() {
  const client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

const count = (client: ReturnType<typeof clientAt>, seat: string) =>
  client.getState()!.G.board.filter((p) => p?.owner === seat).length;

describe('checkers setup', () => {
  it('puts 12 men each on the dark squares, White first with 7 moves', () => {
    const client = newClient();
    const { G, ctx } = client.getState()!;
    expect(ctx.currentPlayer).toBe('0');
    expect(count(client, '0')).toBe(12);
    expect(count(client, '1')).toBe(12);
    expect(G.board[sq('a1')]).toEqual({ owner: '0', king: false });
    expect(G.board[sq('h8')]).toEqual({ owner: '1', king: false });
    expect(G.board[sq('b1')]).toBeNull(); // a light square
    expect(G.board[sq('b4')]).toBeNull();
    expect(game.ai!.enumerate(G, ctx, '0')).toHaveLength(7);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('uses two rows each with 8 pieces per player', () => {
    const client = clientAt(initialState({ piecesPerPlayer: 8 }));
    const { G } = client.getState()!;
    expect(count(client, '0')).toBe(8);
    expect(count(client, '1')).toBe(8);
    for (let y = 2; y <= 5; y += 1) for (let x = 0; x < 8; x += 1) expect(G.board[y * 8 + x]).toBeNull();
  });

  it('validates setup data', () => {
    const validate = game.validateSetupData!;
    expect(validate(undefined, 2)).toBeUndefined();
    expect(
      validate(
        { piecesPerPlayer: 8, forcedCapture: false, flyingKings: true, stopJumpingOnKing: false, drawAfterMoves: null },
        2,
      ),
    ).toBeUndefined();
    expect(validate({ piecesPerPlayer: 10 }, 2)).toMatch(/piecesPerPlayer/);
    expect(validate({ forcedCapture: 'yes' }, 2)).toMatch(/forcedCapture/);
    expect(validate({ drawAfterMoves: 20 }, 2)).toMatch(/drawAfterMoves/);
    expect(validate({ colour: 'red' }, 2)).toMatch(/unknown/);
    expect(validate('x', 2)).toBeDefined();
  });
});

describe('checkers moves', () => {
  it('moves a man one square forward and passes the turn', () => {
    const client = newClient();
    play(client, 'c3', 'd4');
    const { G, ctx } = client.getState()!;
    expect(G.board[sq('d4')]).toEqual({ owner: '0', king: false });
    expect(G.board[sq('c3')]).toBeNull();
    expect(G.lastMove).toEqual({ seat: '0', path: [sq('c3'), sq('d4')], captured: [] });
    expect(ctx.currentPlayer).toBe('1');
  });

  it.each([
    ['a backward move', 'c3', 'b2'],
    ['two squares', 'c3', 'e5'],
    ['onto an own piece', 'b2', 'c3'],
    ["the opponent's piece", 'b6', 'a5'],
    ['a sideways move', 'c3', 'e3'],
  ])('rejects %s and keeps the turn', (_what, from, to) => {
    const client = newClient();
    const before = client.getState()!;
    play(client, from, to);
    expect(client.getState()!.G).toEqual(before.G);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it.each([[-1], [64], [2.5], ['12'], [null]])('rejects the malformed square %p', (bad) => {
    const client = newClient();
    client.updatePlayerID('0');
    client.moves.movePiece!(bad, sq('d4'));
    client.moves.movePiece!(sq('c3'), bad);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    expect(client.getState()!.G.lastMove).toBeNull();
  });

  it('with forced capture rejects a simple move while a capture exists', () => {
    const client = clientAt(stateOf({ white: ['c3', 'g3'], black: ['d4', 'h8'] }));
    play(client, 'g3', 'h4');
    expect(client.getState()!.G.board[sq('g3')]).not.toBeNull();
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    play(client, 'c3', 'e5');
    const { G, ctx } = client.getState()!;
    expect(G.board[sq('d4')]).toBeNull();
    expect(G.board[sq('e5')]?.owner).toBe('0');
    expect(ctx.currentPlayer).toBe('1');
  });

  it('without forced capture lets a simple move be played instead', () => {
    const client = clientAt(stateOf({ white: ['c3', 'g3'], black: ['d4', 'h8'] }, { forcedCapture: false }));
    play(client, 'g3', 'h4');
    expect(client.getState()!.G.board[sq('h4')]?.owner).toBe('0');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('lets any capture be chosen (no rule to take the most)', () => {
    const state = stateOf({ white: ['a3', 'e3'], black: ['b4', 'f4', 'f6', 'h8'] });
    const steps = legalSteps(state.board, '0', state.settings, null);
    expect(steps.map((s) => s.to).sort()).toEqual([sq('c5'), sq('g5')].sort());
    const client = clientAt(state);
    play(client, 'a3', 'c5');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('keeps the turn for a multi-jump with the same piece only', () => {
    const client = clientAt(stateOf({ white: ['a1', 'g1'], black: ['b2', 'd4', 'h8'] }));
    play(client, 'a1', 'c3');
    let state = client.getState()!;
    expect(state.ctx.currentPlayer).toBe('0');
    expect(state.G.chain).toBe(sq('c3'));
    expect(state.G.board[sq('b2')]).toBeNull();
    expect(game.ai!.enumerate(state.G, state.ctx, '0')).toEqual([{ move: 'movePiece', args: [sq('c3'), sq('e5')] }]);
    play(client, 'g1', 'h2');
    expect(client.getState()!.G).toEqual(state.G);
    play(client, 'c3', 'e5');
    state = client.getState()!;
    expect(state.ctx.currentPlayer).toBe('1');
    expect(state.G.chain).toBeNull();
    expect(state.G.lastMove).toEqual({ seat: '0', path: [sq('a1'), sq('c3'), sq('e5')], captured: [sq('b2'), sq('d4')] });
  });

  it('logs each turn in draughts notation, a multi-jump as one line with x, and nothing for a refused move', () => {
    const client = clientAt(stateOf({ white: ['a1', 'g1'], black: ['b2', 'd4', 'h8'] }));
    play(client, 'a1', 'c3');
    expect(client.getState()!.G.log).toEqual([{ key: 'captured', seat: '0', values: { move: 'a1xc3', count: 1 } }]);
    play(client, 'g1', 'h2');
    play(client, 'c3', 'e5');
    play(client, 'h8', 'g7');
    expect(client.getState()!.G.log).toEqual([
      { key: 'captured', seat: '0', values: { move: 'a1xc3xe5', count: 2 } },
      { key: 'moved', seat: '1', values: { move: 'h8-g7' } },
    ]);
  });

  it('does not let men capture backward, but kings can', () => {
    const men = stateOf({ white: ['e5', 'a1'], black: ['d4', 'h8'] });
    expect(legalSteps(men.board, '0', men.settings, null).some((s) => s.captured !== undefined)).toBe(false);
    const kings = stateOf({ white: ['e5', 'a1'], black: ['d4', 'h8'], kings: ['e5'] });
    expect(legalSteps(kings.board, '0', kings.settings, null)).toEqual([{ from: sq('e5'), to: sq('c3'), captured: sq('d4') }]);
  });

  it('crowns a man on the far row', () => {
    const client = clientAt(stateOf({ white: ['b6'], black: ['h4'] }));
    play(client, 'b6', 'a7');
    play(client, 'h4', 'g3');
    play(client, 'a7', 'b8');
    expect(client.getState()!.G.board[sq('b8')]).toEqual({ owner: '0', king: true });
  });

  it('forces the multi-jump to go on even without forced capture', () => {
    const client = clientAt(stateOf({ white: ['a1', 'g1'], black: ['b2', 'd4', 'h8'] }, { forcedCapture: false }));
    play(client, 'a1', 'c3');
    const mid = client.getState()!;
    play(client, 'c3', 'b4');
    play(client, 'g1', 'h2');
    expect(client.getState()!.G).toEqual(mid.G);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });
});

describe('checkers random playouts', () => {
  it.each([
    [undefined],
    [{ flyingKings: true, forcedCapture: false, stopJumpingOnKing: false, drawAfterMoves: 15 }],
    [{ piecesPerPlayer: 8 }],
  ])('always end with a result (settings %p)', (settings) => {
    const withSettings = { ...game, setup: () => initialState(settings) };
    for (let seed = 1; seed <= 8; seed += 1) {
      const report = randomPlayout(withSettings, { numPlayers: 2, seed, maxMoves: 3000 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });
});
