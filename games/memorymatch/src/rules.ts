import { CARD_CELLS, isCardCell, PAIRS } from './grid';
import type { MemoryState } from './types';

type Table = Pick<MemoryState, 'cells' | 'faceUp'>;

/** Two unmatched cards face up: the last try missed, and they turn back before the next card is turned. */
export function mismatchShowing(G: Pick<MemoryState, 'faceUp'>): boolean {
  return G.faceUp.length === 2;
}

/**
 * Whether the seat to move may turn over the card in `cell`: a card that lies face down (or that
 * turns back first, being part of the last try's mismatch). One rule for the move, the board and
 * `ai.enumerate`; it reads no face, so it works on a player's view as well.
 */
export function canFlip(G: Table, cell: unknown): cell is number {
  if (!isCardCell(cell)) return false;
  const card = G.cells[cell];
  if (!card || card.matchedBy !== null) return false;
  return mismatchShowing(G) || !G.faceUp.includes(cell);
}

export function flippableCells(G: Table): number[] {
  return CARD_CELLS.filter((cell) => canFlip(G, cell));
}

export function allMatched(G: Pick<MemoryState, 'pairs'>): boolean {
  return G.pairs['0'] + G.pairs['1'] === PAIRS;
}
