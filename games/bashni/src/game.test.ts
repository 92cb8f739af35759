import { Client } from 'boardgame.io/client';
import { randomPlayout } from '@tabula/game-kit/testing';
import { game, initialState } from './game';
import { at, clientAt, play, sq, stateOf } from './testPositions';

function newClient() {
  const client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  return client;
}

describe('bashni setup and simple moves', () => {
  it('starts with 12 single columns each, White to move with 7 moves', () => {
    const { G, ctx } = newClient().getState()!;
    expect(G.board.filter((c) => c?.[0]?.owner === '0')).toHaveLength(12);
    expect(G.board.filter((c) => c?.[0]?.owner === '1')).toHaveLength(12);
    expect(G.board.every((c) => c === null || c.length === 1)).toBe(true);
    expect(ctx.currentPlayer).toBe('0');
    expect(game.ai!.enumerate(G, ctx, '0')).toHaveLength(7);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });

  it('validates setup data', () => {
    const validate = game.validateSetupData!;
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ forced_capture: false }, 2)).toBeUndefined();
    expect(validate({ forced_capture: 'no' }, 2)).toMatch(/forced_capture/);
    expect(validate({ flyingKings: true }, 2)).toMatch(/unknown/);
    expect(validate(7, 2)).toBeDefined();
    expect(initialState({ forced_capture: false }).settings.forced_capture).toBe(false);
  });

  it('moves a man-topped column one square forward and passes the turn', () => {
    const client = newClient();
    play(client, 'c3', 'd4');
    expect(at(client, 'd4')).toBe('w');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it.each([
    ['backward', 'c3', 'b2'],
    ['two squares', 'c3', 'e5'],
    ["the opponent's column", 'b6', 'a5'],
  ])('rejects a %s move and keeps the turn', (_what, from, to) => {
    const client = newClient();
    const before = client.getState()!;
    play(client, from, to);
    expect(client.getState()!.G).toEqual(before.G);
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it.each([[-1], [64], [0.5], ['9'], [undefined]])('rejects the malformed square %p', (bad) => {
    const client = newClient();
    client.updatePlayerID('0');
    client.moves.moveColumn!(bad, sq('d4'));
    client.moves.moveColumn!(sq('c3'), bad);
    expect(client.getState()!.G.lastMove).toBeNull();
  });

  it('logs each turn in draughts notation, a multi-jump as one line with x, and nothing for a refused move', () => {
    const client = clientAt(stateOf({ c3: 'w', g1: 'w', d4: 'b', f6: 'bb', h8: 'b' }));
    play(client, 'c3', 'e5');
    expect(client.getState()!.G.log).toEqual([{ key: 'captured', seat: '0', values: { move: 'c3xe5', count: 1 } }]);
    play(client, 'g1', 'h2');
    play(client, 'e5', 'g7');
    play(client, 'h8', 'g7');
    play(client, 'f6', 'e5');
    expect(client.getState()!.G.log).toEqual([
      { key: 'captured', seat: '0', values: { move: 'c3xe5xg7', count: 2 } },
      { key: 'moved', seat: '1', values: { move: 'f6-e5' } },
    ]);
  });

  it('moves a king-topped column any distance along an empty diagonal', () => {
    const client = clientAt(stateOf({ a1: 'Wb', h2: 'b' }));
    play(client, 'a1', 'g7');
    expect(at(client, 'g7')).toBe('Wb');
  });

  it('with forced capture rejects a simple move while a capture exists; without, allows it', () => {
    const forced = clientAt(stateOf({ c3: 'w', g3: 'w', d4: 'b', h8: 'b' }));
    play(forced, 'g3', 'h4');
    expect(at(forced, 'g3')).toBe('w');
    expect(forced.getState()!.ctx.currentPlayer).toBe('0');
    const free = clientAt(stateOf({ c3: 'w', g3: 'w', d4: 'b', h8: 'b' }, { forced_capture: false }));
    play(free, 'g3', 'h4');
    expect(at(free, 'h4')).toBe('w');
    expect(free.getState()!.ctx.currentPlayer).toBe('1');
  });
});

describe('bashni random playouts', () => {
  it.each([[undefined], [{ forced_capture: false }]])('always end with a result (settings %p)', (settings) => {
    const withSettings = { ...game, setup: () => initialState(settings) };
    for (let seed = 1; seed <= 8; seed += 1) {
      const report = randomPlayout(withSettings, { numPlayers: 2, seed, maxMoves: 3000 });
      expect(report.rejected).toEqual([]);
      expect(report.gameover).toBeDefined();
    }
  });
});
