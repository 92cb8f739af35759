import { CARD_CELLS } from './grid';
import type { Face, MemoryState } from './types';

/** Whether a card shows its face: matched, or turned over in the try under way or the last mismatch. */
function faceShown(G: MemoryState, cell: number): boolean {
  return G.cells[cell]?.matchedBy != null || G.faceUp.includes(cell);
}

/**
 * What every seat and every spectator sees, all alike: the table with the faces of face-down cards
 * taken out. Face-up and matched cards are public.
 */
export function playerView({ G }: { G: MemoryState }): MemoryState {
  return {
    ...G,
    cells: G.cells.map((card, cell) => (card && !faceShown(G, cell) ? { ...card, face: null } : card)),
  };
}

/** The faces no viewer may receive: those of the cards lying face down. */
export function hiddenFaces(G: MemoryState): Face[] {
  return CARD_CELLS.filter((cell) => !faceShown(G, cell)).flatMap((cell) => {
    const face = G.cells[cell]?.face;
    return face ? [face] : [];
  });
}
