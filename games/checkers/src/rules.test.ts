import { legalSteps } from './rules';
import { clientAt, play, sq, stateOf } from './testPositions';

describe('checkers promotion and kings', () => {
  it('ends the turn of a man crowned mid-capture by default', () => {
    const client = clientAt(stateOf({ white: ['f6'], black: ['e7', 'c7', 'h2'] }));
    play(client, 'f6', 'd8');
    const { G, ctx } = client.getState()!;
    expect(G.board[sq('d8')]).toEqual({ owner: '0', king: true });
    expect(G.board[sq('c7')]?.owner).toBe('1');
    expect(ctx.currentPlayer).toBe('1');
  });

  it('lets the new king keep capturing when "stop jumping if kinged" is off', () => {
    const client = clientAt(stateOf({ white: ['f6'], black: ['e7', 'c7', 'h2'] }, { stopJumpingOnKing: false }));
    play(client, 'f6', 'd8');
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
    expect(client.getState()!.G.chain).toBe(sq('d8'));
    play(client, 'd8', 'b6');
    const { G, ctx } = client.getState()!;
    expect(G.board[sq('c7')]).toBeNull();
    expect(G.board[sq('b6')]).toEqual({ owner: '0', king: true });
    expect(ctx.currentPlayer).toBe('1');
  });

  it('moves kings one square in any direction without flying kings', () => {
    const state = stateOf({ white: ['d4'], black: ['h8'], kings: ['d4'] });
    expect(
      legalSteps(state.board, '0', state.settings, null)
        .map((s) => s.to)
        .sort(),
    ).toEqual([sq('c3'), sq('c5'), sq('e3'), sq('e5')].sort());
  });

  it('moves a flying king any distance along an empty diagonal', () => {
    const state = stateOf({ white: ['a1'], black: ['h2'], kings: ['a1'] }, { flyingKings: true });
    const targets = legalSteps(state.board, '0', state.settings, null).map((s) => s.to);
    expect(targets.sort()).toEqual(['b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'].map(sq).sort());
    const client = clientAt(state);
    play(client, 'a1', 'g7');
    expect(client.getState()!.G.board[sq('g7')]).toEqual({ owner: '0', king: true });
  });

  it('lets a flying king capture from a distance and land on any empty square beyond', () => {
    const state = stateOf({ white: ['a1'], black: ['d4', 'h2'], kings: ['a1'] }, { flyingKings: true });
    const steps = legalSteps(state.board, '0', state.settings, null);
    expect(steps.map((s) => s.to).sort()).toEqual(['e5', 'f6', 'g7', 'h8'].map(sq).sort());
    expect(steps.every((s) => s.captured === sq('d4'))).toBe(true);
    const client = clientAt(state);
    play(client, 'a1', 'g7');
    expect(client.getState()!.G.board[sq('d4')]).toBeNull();
  });

  it('is blocked by two pieces in a row or by an own piece', () => {
    const two = stateOf({ white: ['a1'], black: ['d4', 'e5'], kings: ['a1'] }, { flyingKings: true });
    expect(legalSteps(two.board, '0', two.settings, null).some((s) => s.captured !== undefined)).toBe(false);
    const own = stateOf({ white: ['c3', 'e5'], black: ['d4'] });
    expect(legalSteps(own.board, '0', own.settings, null).some((s) => s.captured !== undefined)).toBe(false);
  });
});

describe('checkers end of game', () => {
  it('gives the win to the side that captures the last piece', () => {
    const client = clientAt(stateOf({ white: ['c3'], black: ['d4'] }));
    play(client, 'c3', 'e5');
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'noMoves' });
  });

  it('makes a fully blocked side with pieces left lose', () => {
    const client = clientAt(stateOf({ white: ['g3', 'f2', 'b2'], black: ['h4'] }));
    play(client, 'b2', 'a3');
    expect(client.getState()!.ctx.gameover).toEqual({ winner: '0', reason: 'noMoves' });
  });

  it('declares a draw after 2N non-capturing king plies', () => {
    const client = clientAt(stateOf({ white: ['a1'], black: ['h8'], kings: ['a1', 'h8'] }, { drawAfterMoves: 15 }));
    for (let ply = 0; ply < 30; ply += 1) {
      expect(client.getState()!.ctx.gameover).toBeUndefined();
      const forth = ply % 4 < 2;
      if (ply % 2 === 0) play(client, forth ? 'a1' : 'b2', forth ? 'b2' : 'a1');
      else play(client, forth ? 'h8' : 'g7', forth ? 'g7' : 'h8');
    }
    expect(client.getState()!.G.quietPlies).toBe(30);
    expect(client.getState()!.ctx.gameover).toEqual({ draw: true, reason: 'noProgress' });
  });

  it('resets the counter on a man move', () => {
    const client = clientAt(stateOf({ white: ['a1', 'e3'], black: ['h8'], kings: ['a1', 'h8'] }, { drawAfterMoves: 15 }, 29));
    play(client, 'e3', 'f4');
    expect(client.getState()!.G.quietPlies).toBe(0);
    expect(client.getState()!.ctx.gameover).toBeUndefined();
  });

  it('never draws by the counter when the rule is off', () => {
    const client = clientAt(stateOf({ white: ['a1'], black: ['h8'], kings: ['a1', 'h8'] }, { drawAfterMoves: null }, 500));
    play(client, 'a1', 'b2');
    expect(client.getState()!.G.quietPlies).toBe(501);
    expect(client.getState()!.ctx.gameover).toBeUndefined();
  });

  it('accepts no move after the game is over', () => {
    const client = clientAt(stateOf({ white: ['c3', 'a1'], black: ['d4'] }));
    play(client, 'c3', 'e5');
    const over = client.getState()!;
    play(client, 'a1', 'b2');
    expect(client.getState()!.G).toEqual(over.G);
  });
});
