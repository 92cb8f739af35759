import type { PlayerID } from 'boardgame.io';

/**
 * One line of a game's public log, kept in `G.log`: what was said or played, the same for every
 * seat and spectator. Only public information goes in, never a hidden card, a secret vote or a
 * hand: the views carry the log, and the leak harness checks every view. `key` names a text under
 * the game's `log.` texts (`log.marked`: "{{player}} marked {{cell}}"), `values` fill its other
 * placeholders, and `seat` is the seat the line is about, named as the table names it.
 */
export interface LogLine {
  key: string;
  seat?: PlayerID;
  values?: Record<string, string | number>;
}

/** A game state that keeps a log. */
export interface WithGameLog {
  log: LogLine[];
}

/** How many lines a log keeps; the oldest go first, since every update carries the whole log. */
export const GAME_LOG_LIMIT = 300;

/** Adds a line at the end of the game's log. */
export function addLogLine(G: WithGameLog, line: LogLine): void {
  // A match saved before its game kept a log (in the browser, or on the game server) has none yet.
  G.log ??= [];
  G.log.push(line.values === undefined ? { key: line.key, ...seatOf(line) } : { ...line });
  if (G.log.length > GAME_LOG_LIMIT) G.log.splice(0, G.log.length - GAME_LOG_LIMIT);
}

const seatOf = (line: LogLine) => (line.seat === undefined ? {} : { seat: line.seat });

/** The log of a state (a full G or a seat's view), or undefined for a game that keeps none. */
export function gameLogOf(G: unknown): readonly LogLine[] | undefined {
  const log = (G as { log?: unknown } | null | undefined)?.log;
  if (!Array.isArray(log)) return undefined;
  return log.every((line) => typeof (line as LogLine | null)?.key === 'string') ? (log as LogLine[]) : undefined;
}
