import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import type { TicTacToeState } from './types';

/** Marks `cell` (0..8) for the mover. The argument is whatever a client sent, so it is checked first. */
export function markCell({ G, playerID }: MoveContext<TicTacToeState>, cell: number) {
  if (!Number.isInteger(cell) || cell < 0 || cell > 8) return INVALID_MOVE;
  if (G.cells[cell] !== null) return INVALID_MOVE;
  G.cells[cell] = playerID;
  G.lastMove = cell;
  addLogLine(G, { key: 'marked', seat: playerID, values: { square: cell + 1 } });
}
