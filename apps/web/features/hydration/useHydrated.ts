import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, REPLAY_GLOBAL } from './laterScripts';

declare global {
  interface Window {
    [REPLAY_GLOBAL]?: () => void;
  }
}

/**
 * Once React has hydrated the page: marks <html> (tests and pages can wait for it) and replays what
 * the visitor did while a page's scripts were still on their way (earlyInputScript).
 */
export function useHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    window[REPLAY_GLOBAL]?.();
  }, []);
}
