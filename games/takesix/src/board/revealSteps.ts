import { useEffect, useState } from 'react';
import type { CardNumber } from '../cards';
import type { Reveal } from '../types';

/** How long each revealed card is shown being placed. */
export const PLACE_STEP_MS = 700;

/** The rows after the first `count` placements of a reveal. */
export function rowsAfter(reveal: Reveal, count: number): CardNumber[][] {
  const rows = reveal.startRowCards.map((row) => [...row]);
  for (const placement of reveal.placements.slice(0, count)) {
    if (placement.takenCards.length > 0) rows[placement.row] = [placement.card];
    else rows[placement.row]!.push(placement.card);
  }
  return rows;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How many placements of the reveal the table shows: a reveal that arrives while the table is up
 * is played one card at a time; one already there when the table appears (a reload) is shown whole,
 * and so is everything when motion is reduced or the player taps to skip.
 */
export function useRevealSteps(reveal: Reveal | null, revealKey: string): { shown: number; skip: () => void } {
  const total = reveal?.placements.length ?? 0;
  const [state, setState] = useState({ key: revealKey, shown: total });
  // A new reveal starts from its first card, with no frame of the finished rows before it.
  const shown = Math.min(state.key === revealKey ? state.shown : prefersReducedMotion() ? total : 0, total);
  useEffect(() => {
    if (state.key !== revealKey) setState({ key: revealKey, shown });
  }, [state.key, revealKey, shown]);
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => setState({ key: revealKey, shown: shown + 1 }), PLACE_STEP_MS);
    return () => clearTimeout(timer);
  }, [shown, total, revealKey]);
  return { shown, skip: () => setState({ key: revealKey, shown: total }) };
}
