import { useEffect, useState } from 'react';

/** How long a missed pair stays face up before the board turns it back. */
export const TURN_BACK_MS = 1500;

/**
 * After a miss both cards stay face up in the state until the next player turns a card; the board
 * shows them for TURN_BACK_MS, then turns them back. True while they are shown (input waits meanwhile).
 */
export function useMismatchShowing(tryNumber: number | null, mismatch: boolean): boolean {
  const [turnedBack, setTurnedBack] = useState<number | null>(null);
  useEffect(() => {
    if (!mismatch || tryNumber === null) return undefined;
    const timer = setTimeout(() => setTurnedBack(tryNumber), TURN_BACK_MS);
    return () => clearTimeout(timer);
  }, [tryNumber, mismatch]);
  return mismatch && turnedBack !== tryNumber;
}
