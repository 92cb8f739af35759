import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, REPLAY_GLOBAL } from './laterScripts';
import { whenPartsSettled } from './settle';

const LATE_PART_TIMEOUT_MS = 5000;

declare global {
  interface Window {
    [REPLAY_GLOBAL]?: (ready: Promise<void>) => void;
  }
}

/**
 * Once React has hydrated the page: marks <html> (tests and pages can wait for it) and replays what
 * the visitor did while a page's scripts were still on their way (earlyInputScript), once the parts
 * that hydrate later have mounted too (settle.ts).
 */
export function useHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    // A part whose code never arrives must not hold the visitor's clicks for ever.
    const giveUp = new Promise<void>((resolve) => setTimeout(resolve, LATE_PART_TIMEOUT_MS));
    window[REPLAY_GLOBAL]?.(Promise.race([whenPartsSettled(), giveUp]));
  }, []);
}
