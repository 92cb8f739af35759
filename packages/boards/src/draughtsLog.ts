import { addLogLine, type LogLine, type WithGameLog } from '@tabula/game-kit';
import { squareName } from './coords';

/** A draughts move as the log tells it: the seat, every square the piece stood on, the squares it captured on. */
export interface DraughtsMove {
  seat: string;
  path: readonly number[];
  captured: readonly number[];
}

/** The move in draughts notation as the board labels its squares: "c3-d4", or "a1xc3xe5" for captures. */
export function moveNotation(move: DraughtsMove): string {
  return move.path.map(squareName).join(move.captured.length > 0 ? 'x' : '-');
}

function lineFor(move: DraughtsMove): LogLine {
  const notation = moveNotation(move);
  return move.captured.length > 0
    ? { key: 'captured', seat: move.seat, values: { move: notation, count: move.captured.length } }
    : { key: 'moved', seat: move.seat, values: { move: notation } };
}

/**
 * Logs the turn's move (texts `log.moved` and `log.captured`). A capture sequence is one line that
 * grows with every jump, so the log reads like a score sheet while the table sees each jump as it
 * happens.
 */
export function logDraughtsMove(G: WithGameLog, move: DraughtsMove, continuingChain: boolean): void {
  if (continuingChain && G.log.length > 0) G.log[G.log.length - 1] = lineFor(move);
  else addLogLine(G, lineFor(move));
}
