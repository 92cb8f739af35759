import * as board from './position';
import type { Position } from './position';

// Local copies of imported bindings: transpiled CommonJS (tsx, jest) reads imports through getters,
// which made the search several times slower.
const { BISHOP, fileOf, KING, KNIGHT, onBoard, PAWN, QUEEN, rankOf, ROOK, WHITE } = board;

/** Centipawn values by piece type (index 1..6). */
export const PIECE_VALUE = [0, 100, 320, 330, 500, 900, 0];

// Square bonuses, computed from a square's distance to the centre rather than stored as tables.
// Index: piece type, then square seen from the owner's side (rank 0 = own back rank).
const BONUS: Int16Array[] = Array.from({ length: 7 }, () => new Int16Array(128));
const KING_END = new Int16Array(128);
for (let sq = 0; sq < 128; sq += 1) {
  if (!onBoard(sq)) continue;
  const f = fileOf(sq);
  const r = rankOf(sq);
  const centre = 7 - (Math.abs(f - 3.5) + Math.abs(r - 3.5)); // 0 in a corner, 6 in the middle
  const centralFile = f === 3 || f === 4 ? 1 : f === 2 || f === 5 ? 0.5 : 0;
  BONUS[PAWN]![sq] = Math.round(
    r === 0 || r === 7
      ? 0
      : (r - 1) * (r - 1) * 3 + centralFile * (r >= 2 && r <= 4 ? 14 : 4) - (r === 1 && centralFile === 1 ? 8 : 0),
  );
  BONUS[KNIGHT]![sq] = Math.round(centre * 7 - 22 - (r === 0 ? 8 : 0));
  BONUS[BISHOP]![sq] = Math.round(centre * 3 - 8 - (r === 0 ? 6 : 0));
  BONUS[ROOK]![sq] = (r === 6 ? 18 : 0) + (f === 3 || f === 4 ? 5 : 0);
  BONUS[QUEEN]![sq] = Math.round(centre * 2 - 6);
  // Middlegame king: stay home, tucked towards a corner.
  BONUS[KING]![sq] = (r === 0 ? 0 : -20 * Math.min(r, 3)) + (f <= 2 || f >= 6 ? 18 : f === 4 ? 0 : -10);
  KING_END[sq] = Math.round(centre * 8 - 24);
}

/** Flips a square to the owner's point of view. */
const own = (sq: number, white: boolean) => (white ? sq : (7 - rankOf(sq)) * 16 + fileOf(sq));

// Scratch space reused by every call (the search evaluates millions of positions).
const bishops = [0, 0];
const pawnFiles = [new Int8Array(8), new Int8Array(8)];
/** Highest and lowest rank of each side's pawns per file (-1 and 8 when the file has none). */
const pawnMax = [new Int8Array(8), new Int8Array(8)];
const pawnMin = [new Int8Array(8), new Int8Array(8)];

/** Static evaluation in centipawns from the side to move's point of view. */
export function evaluate(pos: Position): number {
  const b = pos.board;
  let score = 0;
  let phase = 0; // non-pawn material, 0 in a bare endgame, 24 at the start
  bishops[0] = 0;
  bishops[1] = 0;
  for (let c = 0; c < 2; c += 1) {
    pawnFiles[c]!.fill(0);
    pawnMax[c]!.fill(-1);
    pawnMin[c]!.fill(8);
  }
  for (let sq = 0; sq < 120; sq += 1) {
    if (!onBoard(sq)) {
      sq += 7;
      continue;
    }
    const piece = b[sq]!;
    if (piece === 0) continue;
    const white = piece > 0;
    const type = white ? piece : -piece;
    const sign = white ? 1 : -1;
    score += sign * (PIECE_VALUE[type]! + (type === KING ? 0 : BONUS[type]![own(sq, white)]!));
    if (type === KNIGHT || type === BISHOP) phase += 1;
    else if (type === ROOK) phase += 2;
    else if (type === QUEEN) phase += 4;
    if (type === BISHOP) bishops[white ? 0 : 1]! += 1;
    if (type === PAWN) {
      const c = white ? 0 : 1;
      const f = fileOf(sq);
      const r = rankOf(sq);
      pawnFiles[c]![f]! += 1;
      pawnMax[c]![f] = Math.max(pawnMax[c]![f]!, r);
      pawnMin[c]![f] = Math.min(pawnMin[c]![f]!, r);
    }
  }
  const endgame = Math.max(0, 24 - Math.min(phase, 24)) / 24;
  for (let c = 0; c < 2; c += 1) {
    const sign = c === 0 ? 1 : -1;
    const kingSq = own(pos.kings[c as 0 | 1], c === 0);
    score += sign * Math.round(BONUS[KING]![kingSq]! * (1 - endgame) + KING_END[kingSq]! * endgame);
    if (bishops[c]! >= 2) score += sign * 30;
    const files = pawnFiles[c]!;
    for (let f = 0; f < 8; f += 1) {
      const count = files[f]!;
      if (count === 0) continue;
      if (count > 1) score -= sign * 14 * (count - 1);
      if (!(files[f - 1] ?? 0) && !(files[f + 1] ?? 0)) score -= sign * 12;
      // Passed: no enemy pawn ahead on this or a neighbouring file.
      const front = c === 0 ? pawnMax[0]![f]! : pawnMin[1]![f]!;
      let passed = true;
      for (let g = Math.max(0, f - 1); g <= Math.min(7, f + 1); g += 1) {
        if (c === 0 ? pawnMax[1]![g]! > front : pawnMin[0]![g]! < front) passed = false;
      }
      if (passed) {
        const advance = c === 0 ? front : 7 - front;
        score += sign * Math.round((10 + advance * advance * 4) * (0.5 + endgame));
      }
    }
  }
  // Rooks on open and half-open files.
  for (let sq = 0; sq < 120; sq += 1) {
    if (!onBoard(sq)) {
      sq += 7;
      continue;
    }
    const piece = b[sq]!;
    if (piece !== ROOK && piece !== -ROOK) continue;
    const c = piece > 0 ? 0 : 1;
    const f = fileOf(sq);
    if (pawnFiles[c]![f] === 0) score += (piece > 0 ? 1 : -1) * (pawnFiles[1 - c]![f] === 0 ? 16 : 8);
  }
  return pos.side === WHITE ? score : -score;
}
