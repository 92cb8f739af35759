// Helpers for the rules and AI tests: positions from pictures, moves with a chosen die roll.
import type { PlayerID } from 'boardgame.io';
import { markCell } from './moves';
import { WILDCARD, type Cell, type TicTacToePlusState } from './types';

/** A 4x4 position row by row: X = seat 0, O = seat 1, + = wildcard, . = empty. */
export function position(rows: string[]): TicTacToePlusState {
  const cells = rows
    .join('')
    .split('')
    .map((c): Cell => (c === 'X' ? '0' : c === 'O' ? '1' : c === '+' ? WILDCARD : null));
  if (cells.length !== 16) throw new Error(`a position needs 16 squares, got ${cells.length}`);
  return { cells, wildcards: cells.filter((c) => c === WILDCARD).length, lastMove: null, log: [] };
}

/** Runs the move function on a plain G with a die that always shows `roll`. */
export function markWithRoll(G: TicTacToePlusState, playerID: PlayerID, cell: unknown, roll: number): unknown {
  const random = { D6: () => roll };
  return (markCell as (context: unknown, cell: unknown) => unknown)({ G, playerID, random }, cell);
}
