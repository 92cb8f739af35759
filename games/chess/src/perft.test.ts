import { perft } from './engine/movegen';
import { Position, START_FEN } from './engine/position';

// Published perft counts (chessprogramming.org "Perft Results").
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POSITION_3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';
const POSITION_5 = 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8';

describe('chess move generator perft', () => {
  it.each([
    ['start', START_FEN, [20, 400, 8902, 197281]],
    ['Kiwipete', KIWIPETE, [48, 2039, 97862]],
    ['position 3', POSITION_3, [14, 191, 2812, 43238]],
    ['position 4', POSITION_4, [6, 264, 9467]],
    ['position 5', POSITION_5, [44, 1486, 62379]],
  ] as const)('%s', (_name, fen, counts) => {
    const pos = Position.fromFen(fen);
    counts.forEach((expected, i) => expect(perft(pos, i + 1)).toBe(expected));
    expect(pos.toFen()).toBe(fen);
  });
});
