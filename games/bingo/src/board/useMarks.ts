import { useEffect, useState } from 'react';

/**
 * The seat's marks as it sees them: the server's, with the squares tapped since laid over them until
 * the server's answer comes (a move waits for the server, which keeps the game's clock).
 */
export function useMarks(
  serverMarks: readonly number[],
  /** Changes at every call too, so that a tap the server refused is not shown for long. */
  calls: number,
  mark: (cell: number) => void,
  unmark: (cell: number) => void,
) {
  const [pending, setPending] = useState<Map<number, boolean>>(new Map());
  const key = `${serverMarks.join(',')}|${calls}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server (its marks, or a call) ends what was pending.
  useEffect(() => setPending(new Map()), [key]);
  const marked = new Set(serverMarks);
  for (const [cell, on] of pending) {
    if (on) marked.add(cell);
    else marked.delete(cell);
  }
  const toggle = (cell: number) => {
    const on = !marked.has(cell);
    setPending((before) => new Map(before).set(cell, on));
    if (on) mark(cell);
    else unmark(cell);
  };
  return { marked, toggle };
}
