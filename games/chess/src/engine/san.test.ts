import { clientFrom, play } from '../testing/clientFrom';
import { legalMoves } from './movegen';
import { moveToUci, Position } from './position';
import { toSan } from './san';

/** The notation of a move given in long algebraic form ("e2e4", "e7e8q") from `fen`. */
function san(fen: string, uci: string): string {
  const pos = Position.fromFen(fen);
  const move = legalMoves(pos).find((m) => moveToUci(m) === uci);
  if (move === undefined) throw new Error(`${uci} is not legal in ${fen}`);
  const before = pos.toFen();
  const text = toSan(pos, move);
  expect(pos.toFen()).toBe(before);
  return text;
}

describe('standard algebraic notation', () => {
  it('writes pawn moves, piece moves and captures', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(san(start, 'e2e4')).toBe('e4');
    expect(san(start, 'g1f3')).toBe('Nf3');
    const scandinavian = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2';
    expect(san(scandinavian, 'e4d5')).toBe('exd5');
    expect(san('4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1', 'd1d5')).toBe('Qxd5');
    expect(san('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8')).toBe('Ra8+');
  });

  it('writes castling, en passant and promotion with the chosen piece', () => {
    expect(san('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1')).toBe('O-O');
    expect(san('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1', 'e8c8')).toBe('O-O-O');
    expect(san('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', 'e5d6')).toBe('exd6');
    expect(san('8/4P3/8/8/8/8/8/k3K3 w - - 0 1', 'e7e8q')).toBe('e8=Q');
    expect(san('3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1', 'e7d8n')).toBe('exd8=N');
  });

  it('names the file, the rank or the square when two pieces of a kind could go there', () => {
    expect(san('1n2k3/8/8/8/8/8/8/4K3 b - - 0 1', 'b8d7')).toBe('Nd7');
    expect(san('1n2k3/8/5n2/8/8/8/8/4K3 b - - 0 1', 'b8d7')).toBe('Nbd7');
    expect(san('4k3/8/8/R7/8/8/8/R3K3 w - - 0 1', 'a1a3')).toBe('R1a3');
    expect(san('1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1', 'h4e1')).toBe('Qh4e1');
  });

  it('marks check and checkmate', () => {
    expect(san('rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2', 'd8h4')).toBe('Qh4#');
  });

  it('is kept for every move of a game', () => {
    const client = clientFrom();
    play(client, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    expect(client.getState()!.G.history).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
  });
});
