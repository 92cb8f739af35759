import { game } from './game';
import { Position } from './engine/position';
import { insufficientMaterial } from './rules/status';
import { clientFrom, play, type TestClient } from './testing/clientFrom';

const state = (client: TestClient) => client.getState()!;
const legalTargets = (client: TestClient, from: string) =>
  (game.ai!.enumerate(state(client).G, state(client).ctx, state(client).ctx.currentPlayer) as Array<{ args: string[] }>)
    .filter((m) => m.args[0] === from)
    .map((m) => m.args[1] + (m.args[2] ?? ''));

/** Plays `uci` and expects the rules to refuse it: same position, same player to move. */
function expectRefused(client: TestClient, uci: string) {
  const before = state(client);
  play(client, uci);
  expect(state(client).G).toEqual(before.G);
  expect(state(client).ctx.currentPlayer).toBe(before.ctx.currentPlayer);
}

describe('chess rules', () => {
  it('starts from the standard position with White (seat 0) to move', () => {
    const client = clientFrom();
    expect(state(client).G.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    expect(state(client).ctx.currentPlayer).toBe('0');
    play(client, 'e2e4');
    expect(state(client).G.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
    expect(state(client).G.lastMove).toBe('e2e4');
    expect(state(client).ctx.currentPlayer).toBe('1');
  });

  it('logs every move by number and in SAN, with its seat, and nothing for a refused one', () => {
    const client = clientFrom();
    play(client, 'e2e4');
    expectRefused(client, 'e7e4');
    play(client, 'e7e5');
    play(client, 'g1f3');
    expect(state(client).G.log).toEqual([
      { key: 'whiteMoved', seat: '0', values: { number: 1, san: 'e4' } },
      { key: 'blackMoved', seat: '1', values: { number: 1, san: 'e5' } },
      { key: 'whiteMoved', seat: '0', values: { number: 2, san: 'Nf3' } },
    ]);
  });

  it('refuses illegal moves and keeps the turn', () => {
    const client = clientFrom();
    expectRefused(client, 'e2e5'); // a pawn cannot jump three squares
    expectRefused(client, 'e7e5'); // Black's pawn on White's turn
    expectRefused(client, 'g1g3'); // not a knight move
    expectRefused(client, 'a1a3'); // rook blocked by its own pawn
    client.updatePlayerID('1');
    client.moves.movePiece!('e7', 'e5'); // Black may not move on White's turn
    expect(state(client).ctx.currentPlayer).toBe('0');
  });

  it.each([[['e2']], [['e2', 'e9']], [[2, 3]], [['e2', 'e4', 'q']], [[null, 'e4']], [['e2', 'e4', 'x']]])(
    'refuses malformed arguments %p',
    (args) => {
      const client = clientFrom();
      const before = state(client).G;
      client.updatePlayerID('0');
      client.moves.movePiece!(...(args as unknown[]));
      expect(state(client).G).toEqual(before);
    },
  );

  it('refuses a move that leaves the own king in check (pinned piece)', () => {
    const client = clientFrom('4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1');
    expectRefused(client, 'e2c3');
    expect(legalTargets(client, 'e2')).toEqual([]);
  });

  it("detects Fool's mate", () => {
    const client = clientFrom();
    play(client, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    expect(state(client).ctx.gameover).toEqual({ winner: '1', reason: 'checkmate' });
    expect(game.ai!.enumerate(state(client).G, state(client).ctx, '0')).toEqual([]);
  });

  it('detects a back-rank mate by White', () => {
    const client = clientFrom('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1');
    play(client, 'a1a8');
    expect(state(client).ctx.gameover).toEqual({ winner: '0', reason: 'checkmate' });
  });

  it('declares stalemate a draw', () => {
    const client = clientFrom('k7/8/8/1Q6/8/8/8/6K1 w - - 0 1');
    play(client, 'b5b6');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'stalemate' });
  });

  it('draws automatically on the third repetition (knight shuffle)', () => {
    const client = clientFrom();
    play(client, 'g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1');
    expect(state(client).ctx.gameover).toBeUndefined();
    play(client, 'f6g8');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'threefold' });
  });

  it('does not count positions with different castling rights as repetitions', () => {
    const client = clientFrom('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
    // The first king move loses the rights, so the start position never comes back.
    play(client, 'e1e2', 'e8e7', 'e2e1', 'e7e8', 'e1e2', 'e8e7', 'e2e1', 'e7e8');
    expect(state(client).ctx.gameover).toBeUndefined();
    play(client, 'e1e2', 'e8e7', 'e2e1', 'e7e8');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'threefold' });
  });

  it('draws by the fifty-move rule after 100 quiet half-moves', () => {
    const client = clientFrom('4k3/8/8/8/8/8/8/R3K3 w - - 98 60');
    play(client, 'a1a2');
    expect(state(client).ctx.gameover).toBeUndefined();
    play(client, 'e8d8');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'fiftyMove' });
  });

  it('lets a checkmate on the hundredth quiet half-move win', () => {
    const client = clientFrom('k7/8/1K6/8/8/8/8/7R w - - 99 80');
    play(client, 'h1h8');
    expect(state(client).ctx.gameover).toEqual({ winner: '0', reason: 'checkmate' });
  });

  it('resets the fifty-move count on a pawn move', () => {
    const client = clientFrom('4k3/8/8/8/8/8/P7/R3K3 w - - 99 60');
    play(client, 'a2a3');
    expect(state(client).ctx.gameover).toBeUndefined();
    expect(state(client).G.fen.split(' ')[4]).toBe('0');
  });

  it('draws on insufficient material: king against king after the last capture', () => {
    const client = clientFrom('8/8/8/4k3/8/8/8/5qK1 w - - 0 1');
    play(client, 'g1f1');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'insufficientMaterial' });
  });

  it('draws on insufficient material: king and bishop against king', () => {
    const client = clientFrom('8/8/8/4k3/8/8/8/4nKB1 w - - 0 1');
    play(client, 'f1e1');
    expect(state(client).ctx.gameover).toEqual({ draw: true, reason: 'insufficientMaterial' });
  });

  it.each([
    ['8/8/8/4k3/8/8/8/4K3 w - - 0 1', true],
    ['8/8/8/4k3/8/8/8/4KN2 w - - 0 1', true],
    ['8/8/8/3bk3/8/8/8/4KB2 w - - 0 1', true], // bishops on light squares only
    ['8/8/8/2b1k3/8/8/8/4KB2 w - - 0 1', false], // opposite-coloured bishops can mate
    ['8/8/8/4k3/8/8/8/3NKN2 w - - 0 1', false],
    ['8/8/8/3nk3/8/8/8/4KB2 w - - 0 1', false],
    ['8/8/8/4k3/8/8/P7/4K3 w - - 0 1', false],
  ])('insufficient material in %s is %p', (fen, expected) => {
    expect(insufficientMaterial(Position.fromFen(fen))).toBe(expected);
  });

  describe('castling', () => {
    const OPEN = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';

    it('castles on both sides, moving the rook too', () => {
      const client = clientFrom(OPEN);
      play(client, 'e1g1', 'e8c8');
      expect(state(client).G.fen).toBe('2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2');
    });

    it('loses both rights after a king move, even when the king returns', () => {
      const client = clientFrom(OPEN);
      play(client, 'e1f1', 'a7a6', 'f1e1', 'a6a5');
      expect(legalTargets(client, 'e1')).not.toContain('g1');
      expect(legalTargets(client, 'e1')).not.toContain('c1');
      expectRefused(client, 'e1g1');
    });

    it('loses one right after that rook moves', () => {
      const client = clientFrom(OPEN);
      play(client, 'h1g1', 'a7a6', 'g1h1', 'a6a5');
      expect(legalTargets(client, 'e1')).toEqual(expect.arrayContaining(['c1']));
      expect(legalTargets(client, 'e1')).not.toContain('g1');
    });

    it('loses the right when the rook is captured in its corner', () => {
      const client = clientFrom('r3k2r/p7/8/8/8/8/P7/R3K1NR b KQkq - 0 1');
      play(client, 'h8h1');
      expect(state(client).G.fen.split(' ')[2]).toBe('Qq');
    });

    it('is refused out of, through or into check, and with a piece in between', () => {
      expectRefused(clientFrom('r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1'), 'e1g1'); // in check
      expectRefused(clientFrom('r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1'), 'e1g1'); // through f1
      expectRefused(clientFrom('r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1'), 'e1g1'); // into g1
      expectRefused(clientFrom('r3k2r/8/8/8/3r4/8/8/R3K2R w KQkq - 0 1'), 'e1c1'); // through d1
      expectRefused(clientFrom('r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1'), 'e1c1'); // knight on b1
    });

    it('allows queen-side castling when only b1 is attacked', () => {
      const client = clientFrom('r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1');
      play(client, 'e1c1');
      expect(state(client).G.fen).toBe('r3k2r/8/8/8/1r6/8/8/2KR3R b kq - 1 1');
    });
  });

  describe('en passant', () => {
    it('captures the pawn that just made a double step', () => {
      const client = clientFrom('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
      play(client, 'd7d5', 'e5d6');
      expect(state(client).G.fen).toBe('4k3/8/3P4/8/8/8/8/4K3 b - - 0 2');
    });

    it('is only possible right after the double step', () => {
      const client = clientFrom('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
      play(client, 'd7d5', 'e1e2', 'e8e7');
      expectRefused(client, 'e5d6');
      expect(legalTargets(client, 'e5')).toEqual(['e6']);
    });

    it('is not possible after two single steps', () => {
      const client = clientFrom('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
      play(client, 'd7d6', 'e1e2', 'd6d5');
      expectRefused(client, 'e5d6');
    });

    it('is refused when it would expose the king along the rank', () => {
      const client = clientFrom('8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1');
      expectRefused(client, 'e4d3');
    });
  });

  describe('promotion', () => {
    const PROMO = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';

    it('needs the new piece to be named', () => {
      const client = clientFrom(PROMO);
      expectRefused(client, 'e7e8');
      expect(legalTargets(client, 'e7').sort()).toEqual(['e8b', 'e8n', 'e8q', 'e8r']);
    });

    it.each([
      ['q', 'Q'],
      ['r', 'R'],
      ['b', 'B'],
      ['n', 'N'],
    ])('promotes to %s', (letter, piece) => {
      const client = clientFrom(PROMO);
      play(client, `e7e8${letter}`);
      expect(state(client).G.fen).toBe(`4${piece}3/8/8/8/8/8/k7/4K3 b - - 0 1`);
      expect(state(client).G.lastMove).toBe(`e7e8${letter}`);
    });

    it('refuses a promotion piece on an ordinary move', () => {
      expectRefused(clientFrom(), 'e2e4q');
    });

    it('promotes with a capture, and a knight promotion can give check', () => {
      const client = clientFrom('3r1k2/4P3/8/8/8/8/8/4K3 w - - 0 1');
      play(client, 'e7d8n');
      expect(state(client).G.fen.startsWith('3N1k2/')).toBe(true);
    });
  });

  it('accepts no move after the game is over', () => {
    const client = clientFrom();
    play(client, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    const over = state(client).G;
    play(client, 'a2a3');
    expect(state(client).G).toEqual(over);
  });

  it('enumerates exactly the legal moves of the side to move, and nothing for the other seat', () => {
    const client = clientFrom();
    const { G, ctx } = state(client);
    expect(game.ai!.enumerate(G, ctx, '0')).toHaveLength(20);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });
});
