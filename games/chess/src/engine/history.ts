import { legalMoves } from './movegen';
import { moveToUci, Position } from './position';
import { repetitionKey } from '../rules/status';

/**
 * Rebuilds the moves since the last capture or pawn move from the repetition keys in the state, so
 * an outside engine (Stockfish) can be told the game's recent history and see repetitions coming.
 * Returns the FEN to start from and the moves leading to `fen`; falls back to `fen` alone when the
 * keys do not chain up.
 */
export function recentHistory(fen: string, positions: string[]): { startFen: string; moves: string[] } {
  const current = Position.fromFen(fen);
  if (positions.length < 2) return { startFen: fen, moves: [] };
  const plies = positions.length - 1;
  const startHalfmove = Math.max(0, current.halfmove - plies);
  // Full-move number at the start: count back the plies, Black's moves closing each full move.
  const startPly = (current.fullmove - 1) * 2 + (current.side === 1 ? 1 : 0) - plies;
  if (startPly < 0) return { startFen: fen, moves: [] };
  const startFen = `${positions[0]} ${startHalfmove} ${Math.floor(startPly / 2) + 1}`;
  const pos = Position.fromFen(startFen);
  const moves: string[] = [];
  for (let i = 1; i < positions.length; i += 1) {
    const next = legalMoves(pos).find((move) => {
      pos.make(move);
      const matches = repetitionKey(pos) === positions[i];
      pos.unmake(move);
      return matches;
    });
    if (next === undefined) return { startFen: fen, moves: [] };
    moves.push(moveToUci(next));
    pos.make(next);
  }
  return { startFen, moves };
}
