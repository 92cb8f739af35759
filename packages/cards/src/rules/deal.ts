import type { CardId } from '../deck';

/** boardgame.io's `random` (or any seeded stand-in with its Shuffle). */
export interface Shuffler {
  Shuffle<T>(deck: T[]): T[];
}

/**
 * Shuffles the cards with the match's seeded `random` and cuts them into consecutive packets of
 * the given sizes (Skat: `[10, 10, 10, 2]`, the last packet the skat). The sizes must add up to
 * the number of cards.
 *
 * Where to deal: in a phase that is NOT the first one (its `onBegin`, or a move), never in `setup`
 * and never in the first phase's `onBegin`: both of those end up in boardgame.io's `initialState`,
 * which goes out with every sync. Keep the original deal server-side, in a part of `G` that no
 * `playerView` sends, for the reveal at the end of the round (and the matadors or running trumps
 * some games count from it).
 */
export function dealPackets(random: Shuffler, cards: readonly CardId[], sizes: readonly number[]): CardId[][] {
  if (sizes.some((size) => !Number.isInteger(size) || size < 0)) throw new Error(`Packet sizes must be whole numbers: ${sizes}`);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total !== cards.length) throw new Error(`Packets of ${total} cards cannot hold a deck of ${cards.length}`);
  const shuffled = random.Shuffle([...cards]);
  let start = 0;
  return sizes.map((size) => {
    const packet = shuffled.slice(start, start + size);
    start += size;
    return packet;
  });
}
