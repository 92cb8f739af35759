import type { GameResult } from '@tabula/game-kit';
import { emptyCells, ownedLines } from './lines';
import type { TicTacToePlusState } from './types';

/**
 * After every move: exactly one player owning a line wins (even if it is not the mover, when a
 * wildcard completed the opponent's line); both players owning one is a draw; a full board with
 * no owned line is a draw.
 */
export function outcome(G: TicTacToePlusState): GameResult | undefined {
  const owners = new Set(ownedLines(G.cells).map((owned) => owned.owner));
  if (owners.size >= 2) return { draw: true, reason: 'bothLines' };
  const [winner] = [...owners];
  if (winner !== undefined) return G.lastMove?.wildcard ? { winner, reason: 'wildcard' } : { winner };
  if (emptyCells(G.cells).length === 0) return { draw: true };
  return undefined;
}
