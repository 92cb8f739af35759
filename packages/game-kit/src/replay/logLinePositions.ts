import type { MatchReplay } from './replayMatch';

/**
 * The position that follows a line of the log as shown (the current state's log, whose oldest
 * lines may have been dropped): the first position by which that line had been written.
 */
export function positionAfterLine(replay: MatchReplay, shownLines: number, line: number): number | undefined {
  const written = replay.logLinesWritten;
  const dropped = (written[written.length - 1] ?? 0) - shownLines;
  const position = written.findIndex((count) => count > dropped + line);
  return position === -1 ? undefined : position;
}

/** The line of the log as shown that a position's last move wrote, or undefined for none shown. */
export function lineOfPosition(replay: MatchReplay, shownLines: number, position: number): number | undefined {
  const written = replay.logLinesWritten;
  const dropped = (written[written.length - 1] ?? 0) - shownLines;
  const line = (written[position] ?? 0) - 1 - dropped;
  return line >= 0 && line < shownLines ? line : undefined;
}
