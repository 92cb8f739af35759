import { SQUARES } from './geometry';
import type { Colour, ReversiState, Square } from './types';

/**
 * Test helper: a board from 8 rows of 8 characters, '.' for empty and '0'..'3' for a colour.
 * Spaces are ignored so rows can be written spaced out.
 */
export function diagram(rows: string): Square[] {
  const chars = rows.replace(/\s+/g, '');
  if (chars.length !== SQUARES) throw new Error(`diagram needs ${SQUARES} squares, got ${chars.length}`);
  return [...chars].map((c) => (c === '.' ? null : (Number(c) as Colour)));
}

export function stateFrom(rows: string, players: number): ReversiState {
  return { cells: diagram(rows), players, lastMove: null, log: [] };
}
