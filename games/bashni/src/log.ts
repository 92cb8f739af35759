import { squareName } from '@tabula/boards';
import { addLogLine, type LogLine } from '@tabula/game-kit';
import type { BashniState, LastMove } from './types';

/** The move in draughts notation as the board labels its squares: "c3-d4", or "c3xe5xg7" for captures. */
export function moveNotation(move: LastMove): string {
  return move.path.map(squareName).join(move.captured.length > 0 ? 'x' : '-');
}

function lineFor(move: LastMove): LogLine {
  const notation = moveNotation(move);
  return move.captured.length > 0
    ? { key: 'captured', seat: move.seat, values: { move: notation, count: move.captured.length } }
    : { key: 'moved', seat: move.seat, values: { move: notation } };
}

/**
 * Logs the turn's move. A capture sequence is one line that grows with every jump, so the log
 * reads like a score sheet while the table sees each jump as it happens.
 */
export function logMove(G: BashniState, move: LastMove, continuingChain: boolean): void {
  if (continuingChain && G.log.length > 0) G.log[G.log.length - 1] = lineFor(move);
  else addLogLine(G, lineFor(move));
}
