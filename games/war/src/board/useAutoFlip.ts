import { useEffect, useRef } from 'react';

/** How long "Play on by itself" waits before it turns the next card: long enough to see the last one. */
export const AUTO_FLIP_MS = 1000;

/**
 * Turns the viewer's card by itself while `enabled` (the toggle is on and the viewer may flip),
 * once per state: `step` changes with every move, and the wait starts again from it.
 */
export function useAutoFlip(enabled: boolean, step: number, flip: () => void): void {
  const latestFlip = useRef(flip);
  latestFlip.current = flip;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one wait per step, started again by each move.
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => latestFlip.current(), AUTO_FLIP_MS);
    return () => clearTimeout(timer);
  }, [enabled, step]);
}
