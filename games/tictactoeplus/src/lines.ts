import type { PlayerID } from 'boardgame.io';
import { WILDCARD, type Cell } from './types';

export const SIZE = 4;
export const CELLS = SIZE * SIZE;

function build(): number[][] {
  const lines: number[][] = [];
  const range = [0, 1, 2, 3];
  for (const r of range) lines.push(range.map((c) => r * SIZE + c));
  for (const c of range) lines.push(range.map((r) => r * SIZE + c));
  lines.push(range.map((i) => i * SIZE + i));
  lines.push(range.map((i) => i * SIZE + (SIZE - 1 - i)));
  return lines;
}

/** The 10 lines of four: 4 rows, 4 columns, 2 long diagonals. */
export const LINES: ReadonlyArray<readonly number[]> = build();

/**
 * The player a line belongs to: all four squares hold that player's mark or a wildcard, with at
 * least one real mark. Null when a square is empty, both marks appear, or only wildcards.
 */
export function lineOwner(cells: Cell[], line: readonly number[]): PlayerID | null {
  let owner: PlayerID | null = null;
  for (const index of line) {
    const cell = cells[index] ?? null;
    if (cell === null) return null;
    if (cell === WILDCARD) continue;
    if (owner !== null && owner !== cell) return null;
    owner = cell;
  }
  return owner;
}

export interface OwnedLine {
  line: readonly number[];
  owner: PlayerID;
}

export function ownedLines(cells: Cell[]): OwnedLine[] {
  return LINES.flatMap((line) => {
    const owner = lineOwner(cells, line);
    return owner === null ? [] : [{ line, owner }];
  });
}

export function emptyCells(cells: Cell[]): number[] {
  return cells.flatMap((cell, index) => (cell === null ? [index] : []));
}

export function isCellIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < CELLS;
}
