import { capturesFrom, legalSteps } from './rules';
import { at, boardOf, clientAt, play, sq, stateOf } from './testPositions';

describe('bashni captures', () => {
  it('takes only the top piece of a 2-high column, which then changes sides', () => {
    const client = clientAt(stateOf({ c3: 'w', d4: 'bw', h8: 'b' }));
    play(client, 'c3', 'e5');
    expect(at(client, 'e5')).toBe('wb');
    expect(at(client, 'd4')).toBe('w');
    expect(at(client, 'c3')).toBe('');
    expect(client.getState()!.G.lastMove).toEqual({ seat: '0', path: [sq('c3'), sq('e5')], captured: [sq('d4')] });
  });

  it('lets a man-topped column capture backward', () => {
    const client = clientAt(stateOf({ e5: 'w', d4: 'b', h8: 'b' }));
    play(client, 'e5', 'c3');
    expect(at(client, 'c3')).toBe('wb');
    expect(at(client, 'd4')).toBe('');
  });

  it('offers every landing square of a king capture as its own move', () => {
    const state = stateOf({ a1: 'W', c3: 'b', h2: 'b' });
    const steps = legalSteps(state.board, '0', state.settings, null);
    expect(steps).toEqual(['d4', 'e5', 'f6', 'g7', 'h8'].map((to) => ({ from: sq('a1'), to: sq(to), captured: sq('c3') })));
    const client = clientAt(state);
    play(client, 'a1', 'f6');
    expect(at(client, 'f6')).toBe('Wb');
  });

  it('keeps the turn for a multi-jump with the same column, others rejected, and stacks at the end', () => {
    const client = clientAt(stateOf({ c3: 'w', g1: 'w', d4: 'b', f6: 'bb', h8: 'b' }));
    play(client, 'c3', 'e5');
    let state = client.getState()!;
    expect(state.ctx.currentPlayer).toBe('0');
    expect(state.G.chain).toEqual({ at: sq('e5'), captured: [sq('d4')], dir: { dx: 1, dy: -1 } });
    // Turkish strike: the jumped column stays until the sequence ends
    expect(at(client, 'd4')).toBe('b');
    play(client, 'g1', 'h2');
    expect(client.getState()!.G).toEqual(state.G);
    play(client, 'e5', 'g7');
    state = client.getState()!;
    expect(state.ctx.currentPlayer).toBe('1');
    expect(at(client, 'g7')).toBe('wbb');
    expect(at(client, 'd4')).toBe('');
    expect(at(client, 'f6')).toBe('b');
  });

  it('never re-jumps a column already captured in the sequence', () => {
    const client = clientAt(stateOf({ c3: 'w', d4: 'bb', f4: 'b', f2: 'b', d2: 'b', h8: 'b' }));
    for (const [from, to] of [
      ['c3', 'e5'],
      ['e5', 'g3'],
      ['g3', 'e1'],
    ] as const) {
      play(client, from, to);
      expect(client.getState()!.ctx.currentPlayer).toBe('0');
    }
    play(client, 'e1', 'c3');
    // back on c3, d4 (still topped by Black) was already jumped: the sequence is over
    const { G, ctx } = client.getState()!;
    expect(ctx.currentPlayer).toBe('1');
    expect(G.chain).toBeNull();
    expect(at(client, 'c3')).toBe('wbbbb');
    expect(at(client, 'd4')).toBe('b');
  });

  it('does not turn back 180 degrees within a sequence', () => {
    const board = boardOf({ e5: 'W', c3: 'b', g7: 'b' });
    const all = capturesFrom(board, sq('e5'), null).map((s) => s.captured);
    expect(all).toEqual(expect.arrayContaining([sq('c3'), sq('g7')]));
    const cameNorthEast = capturesFrom(board, sq('e5'), { at: sq('e5'), captured: [], dir: { dx: 1, dy: -1 } });
    expect(cameNorthEast.map((s) => s.captured)).toEqual([sq('g7')]);
  });

  it('promotes in the middle of a chain and goes on capturing as a king', () => {
    const client = clientAt(stateOf({ b6: 'w', c7: 'b', f6: 'b', h8: 'b' }));
    play(client, 'b6', 'd8');
    const { G, ctx } = client.getState()!;
    expect(ctx.currentPlayer).toBe('0');
    expect(at(client, 'd8')).toBe('W');
    const next = legalSteps(G.board, '0', G.settings, G.chain).map((s) => s.to);
    expect(next.sort()).toEqual([sq('g5'), sq('h4')].sort());
    play(client, 'd8', 'h4');
    expect(at(client, 'h4')).toBe('Wbb');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
  });

  it('keeps a captured king a king inside the column; surfacing, it moves as a king', () => {
    const client = clientAt(stateOf({ c3: 'w', d4: 'B', f6: 'b', g7: 'b', a7: 'b' }));
    play(client, 'c3', 'e5');
    expect(at(client, 'e5')).toBe('wB');
    play(client, 'f6', 'd4');
    expect(at(client, 'e5')).toBe('B');
    const { G } = client.getState()!;
    const kingMoves = legalSteps(G.board, '1', { forced_capture: false }, null).filter((s) => s.from === sq('e5'));
    expect(kingMoves.map((s) => s.to)).toEqual(expect.arrayContaining([sq('h2'), sq('g3'), sq('b8')]));
  });
});

describe('bashni end of game', () => {
  const cycle = [
    ['h2', 'g1'],
    ['a7', 'b8'],
    ['g1', 'h2'],
    ['b8', 'a7'],
  ] as const;

  it('makes the side with no movable column lose, even with pieces buried in columns', () => {
    const client = clientAt(stateOf({ a1: 'wbb', e3: 'w' }));
    play(client, 'e3', 'f4');
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'noMoves' });
  });

  it('makes a side whose columns are all blocked lose', () => {
    const client = clientAt(stateOf({ h4: 'b', g3: 'w', f2: 'w', b2: 'w' }));
    play(client, 'b2', 'a3');
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'noMoves' });
  });

  it('draws by threefold repetition', () => {
    // kings on edge squares can never be captured
    const client = clientAt(stateOf({ h2: 'W', a7: 'B' }));
    for (let ply = 0; ply < 8; ply += 1) {
      expect(client.getState()!.ctx.gameover).toBeUndefined();
      play(client, cycle[ply % 4]![0], cycle[ply % 4]![1]);
    }
    expect(client.getState()!.G.quietPlies).toBe(8);
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true, reason: 'threefold' });
  });

  it('forgets earlier positions after a man move', () => {
    const client = clientAt(stateOf({ h2: 'W', a7: 'B', e3: 'w', c7: 'b' }));
    for (let ply = 0; ply < 4; ply += 1) play(client, cycle[ply]![0], cycle[ply]![1]);
    play(client, 'e3', 'f4');
    play(client, 'c7', 'd6');
    expect(client.getState()!.G.positions).toHaveLength(1);
    for (let ply = 0; ply < 4; ply += 1) play(client, cycle[ply]![0], cycle[ply]![1]);
    expect(client.getState()!.ctx.gameover).toBeUndefined();
  });

  it('draws after 30 plies of king-topped moves without capture', () => {
    const client = clientAt(stateOf({ h2: 'W', a7: 'B' }, {}, 29));
    play(client, 'h2', 'g1');
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true, reason: 'noProgress' });
  });

  it('counts king-topped plies by both sides up to the 15-move draw', () => {
    const client = clientAt(stateOf({ h2: 'W', a7: 'B' }, {}, 26));
    for (let ply = 0; ply < 4; ply += 1) {
      expect(client.getState()!.ctx.gameover).toBeUndefined();
      play(client, cycle[ply]![0], cycle[ply]![1]);
    }
    expect(client.getState()!.G.quietPlies).toBe(30);
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true, reason: 'noProgress' });
  });

  it('resets the count on a man move', () => {
    const client = clientAt(stateOf({ h2: 'W', a7: 'B', e3: 'w' }, {}, 29));
    play(client, 'e3', 'f4');
    expect(client.getState()!.G.quietPlies).toBe(0);
    expect(client.getState()!.ctx.gameover).toBeUndefined();
  });
});
