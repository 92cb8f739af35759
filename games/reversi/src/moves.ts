import { INVALID_MOVE } from 'boardgame.io/core';
import type { Move } from 'boardgame.io';
import { SQUARES } from './geometry';
import { colourOf, isLegal, place } from './rules';
import type { ReversiState } from './types';

/** Places a disc of the mover's colour on `cell` (0..63) and flips every captured run. */
export const placeDisc: Move<ReversiState> = ({ G, playerID }, cell: unknown) => {
  if (!Number.isInteger(cell) || (cell as number) < 0 || (cell as number) >= SQUARES) return INVALID_MOVE;
  const index = cell as number;
  const colour = colourOf(playerID);
  if (!isLegal(G.cells, index, colour)) return INVALID_MOVE;
  const flipped = place(G.cells, index, colour);
  G.lastMove = { cell: index, seat: playerID, flipped };
};
