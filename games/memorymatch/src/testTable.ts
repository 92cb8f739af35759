import { Client } from 'boardgame.io/client';
import { game } from './game';
import { CARD_CELLS, CELL_COUNT } from './grid';
import { faceOf, PICTURES, type Picture } from './pictures';
import type { Card, MemorySettings, MemoryState } from './types';

/**
 * A known layout for tests: the first 12 pictures of the pool, each pair side by side in reading
 * order (cards 1 and 2 an owl pair, 3 and 4 a lion pair, ...).
 */
export function orderedCells(): Array<Card | null> {
  const cells: Array<Card | null> = Array.from({ length: CELL_COUNT }, () => null);
  CARD_CELLS.forEach((cell, index) => {
    const picture = PICTURES[Math.floor(index / 2)] as Picture;
    cells[cell] = { face: faceOf(picture, index % 2 === 0 ? 1 : 2), matchedBy: null };
  });
  return cells;
}

/** The cell of card number `n` (1-24, reading order, the centre skipped). */
export const cardCell = (n: number) => CARD_CELLS[n - 1]!;

/**
 * A client over the whole state (no player view), dealt `cells` instead of a random deal:
 * for rule tests that need to know where each picture lies.
 */
export function startWith(cells: Array<Card | null> = orderedCells(), settings?: Partial<MemorySettings>) {
  const client = Client<MemoryState>({
    game: {
      ...game,
      setup: (context) => game.setup!(context, settings),
      playerView: ({ G }) => G,
      phases: { ...game.phases, play: { onBegin: ({ G }) => void (G.cells = structuredClone(cells)) } },
    },
    numPlayers: 2,
    debug: false,
  });
  client.start();
  return client;
}
