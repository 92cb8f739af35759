import type { PlayerID } from 'boardgame.io';
import { useEffect, useState } from 'react';
import type { Trick } from '../rules/trick';

/** How long a completed trick stays on the table before it is cleared, unless a card is played or it is tapped. */
export const TRICK_HOLD_MS = 1500;

/** One completed trick, told apart from any other of the deal by its cards and taker. */
function keyOf(trick: Trick | null | undefined, taker: PlayerID | undefined): string {
  if (!trick || trick.cards.length === 0) return '';
  return `${taker ?? ''}|${trick.cards.map((played) => `${played.seat}:${played.card}`).join(',')}`;
}

export interface HeldTrick {
  /** The trick just completed is on the table now. */
  held: boolean;
  /** Clears it at once (a tap on the table). */
  release: () => void;
}

/**
 * Keeps a trick on the table for `TRICK_HOLD_MS` once it is completed (the game's `lastTrick`
 * changes), so the card that completed it is seen: until the time is up, the next card is played
 * (`current` has cards) or the player releases it. A trick already complete when the table
 * appears (a reload) is not held.
 */
export function useHeldTrick(
  last: Trick | null | undefined,
  taker: PlayerID | undefined,
  current: Trick | null | undefined,
): HeldTrick {
  const key = keyOf(last, taker);
  const [seenKey, setSeenKey] = useState(key);
  const [heldKey, setHeldKey] = useState<string | null>(null);
  if (key !== seenKey) {
    setSeenKey(key);
    setHeldKey(key === '' ? null : key);
  }
  useEffect(() => {
    if (heldKey === null) return undefined;
    const timer = setTimeout(() => setHeldKey(null), TRICK_HOLD_MS);
    return () => clearTimeout(timer);
  }, [heldKey]);
  const nextCardPlayed = (current?.cards.length ?? 0) > 0;
  return { held: heldKey !== null && heldKey === key && !nextCardPlayed, release: () => setHeldKey(null) };
}
