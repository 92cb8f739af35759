import { initialState, applyMove, findMove } from '../rules/play';
import { Position } from './position';
import { recentHistory } from './history';
import type { ChessState } from '../types';

function playAll(G: ChessState, ...uci: string[]) {
  for (const move of uci) {
    const pos = Position.fromFen(G.fen);
    applyMove(G, pos, findMove(pos, move.slice(0, 2), move.slice(2, 4), move[4])!);
  }
}

describe('recent history for an outside engine', () => {
  it('replays the moves since the last pawn move or capture', () => {
    const G = initialState();
    playAll(G, 'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f3g1', 'c6b8');
    const { startFen, moves } = recentHistory(G.fen, G.positions);
    expect(startFen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(moves).toEqual(['g1f3', 'b8c6', 'f3g1', 'c6b8']);
    const replay = { ...G, fen: startFen };
    playAll(replay, ...moves);
    expect(replay.fen).toBe(G.fen);
  });

  it('has nothing to replay right after a pawn move', () => {
    const G = initialState();
    playAll(G, 'e2e4');
    expect(recentHistory(G.fen, G.positions)).toEqual({ startFen: G.fen, moves: [] });
  });

  it('falls back to the current position when the keys do not chain', () => {
    const G = initialState();
    playAll(G, 'g1f3', 'g8f6');
    expect(recentHistory(G.fen, [G.positions[0]!, 'bogus', G.positions[2]!])).toEqual({ startFen: G.fen, moves: [] });
  });
});
