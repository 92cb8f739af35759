import { addLogLine } from '@tabula/game-kit';
import type { LastSowing, MancalaState } from './types';

/** Logs a sowing: the pit (1-6 as the board numbers it), then any capture, extra turn or end sweep. */
export function logSowing(G: MancalaState, move: LastSowing): void {
  const seat = move.seat;
  addLogLine(G, { key: 'sowed', seat, values: { pit: move.pit + 1, count: move.path.length } });
  if (move.captured > 0) addLogLine(G, { key: 'captured', seat, values: { count: move.captured } });
  if (move.extraTurn) addLogLine(G, { key: 'extraTurn', seat });
  if (move.swept !== null) addLogLine(G, { key: 'swept' });
}
