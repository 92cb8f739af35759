import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { SQUARES, squareName } from './geometry';
import { colourOf, isLegal, place } from './rules';
import type { ReversiState } from './types';

/** Places a disc of the mover's colour on `cell` (0..63) and flips every captured run. */
export function placeDisc({ G, playerID }: MoveContext<ReversiState>, cell: number) {
  if (!Number.isInteger(cell) || cell < 0 || cell >= SQUARES) return INVALID_MOVE;
  const colour = colourOf(playerID);
  if (!isLegal(G.cells, cell, colour)) return INVALID_MOVE;
  const flipped = place(G.cells, cell, colour);
  G.lastMove = { cell, seat: playerID, flipped };
  const square = squareName(cell);
  addLogLine(G, {
    key: flipped.length === 0 ? 'placed' : 'played',
    seat: playerID,
    values: flipped.length === 0 ? { square } : { square, count: flipped.length },
  });
}
