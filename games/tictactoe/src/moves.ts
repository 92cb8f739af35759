import { INVALID_MOVE } from 'boardgame.io/core';
import type { Move } from 'boardgame.io';
import type { TicTacToeState } from './types';

export const markCell: Move<TicTacToeState> = ({ G, playerID }, cell: unknown) => {
  if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) > 8) return INVALID_MOVE;
  const index = cell as number;
  if (G.cells[index] !== null) return INVALID_MOVE;
  G.cells[index] = playerID;
  G.lastMove = index;
};
