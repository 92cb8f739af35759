import { INVALID_MOVE } from 'boardgame.io/core';
import { addLogLine, type MoveContext } from '@tabula/game-kit';
import { isCellIndex } from './lines';
import { WILDCARD, type TicTacToePlusState } from './types';

export const MAX_WILDCARDS = 3;
/** A roll of this on a six-sided die turns the placed mark into a wildcard. */
export const WILDCARD_ROLL = 6;

/**
 * Marks an empty square. While fewer than MAX_WILDCARDS wildcards are out, a die roll of 6 (1 in
 * 6, from the cryptographic source) places a wildcard there instead of the mover's mark; the turn
 * is used up either way.
 */
export function markCell({ G, playerID, random }: MoveContext<TicTacToePlusState>, cell: number) {
  if (!isCellIndex(cell) || G.cells[cell] !== null) return INVALID_MOVE;
  const wildcard = G.wildcards < MAX_WILDCARDS && random.D6() === WILDCARD_ROLL;
  G.cells[cell] = wildcard ? WILDCARD : playerID;
  if (wildcard) G.wildcards += 1;
  G.lastMove = { cell, by: playerID, wildcard };
  addLogLine(G, { key: wildcard ? 'wildcard' : 'marked', seat: playerID, values: { square: cell + 1 } });
}
