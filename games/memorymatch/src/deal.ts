import { CARD_CELLS, CELL_COUNT, PAIRS } from './grid';
import { faceOf, PICTURES } from './pictures';
import type { Card } from './types';

/** boardgame.io's `random` as the deal uses it. */
export interface Shuffler {
  Shuffle<T>(deck: T[]): T[];
}

/** Deals PAIRS pictures drawn at random from the pool, two cards each, shuffled over the card cells. */
export function dealCards(random: Shuffler): Array<Card | null> {
  const pictures = random.Shuffle([...PICTURES]).slice(0, PAIRS);
  const faces = random.Shuffle(pictures.flatMap((picture) => [faceOf(picture, 1), faceOf(picture, 2)]));
  const cells: Array<Card | null> = Array.from({ length: CELL_COUNT }, () => null);
  CARD_CELLS.forEach((cell, index) => {
    cells[cell] = { face: faces[index]!, matchedBy: null };
  });
  return cells;
}
