import { useCallback, useEffect, useState } from 'react';
import type { ApiSession } from './ApiSession';

export type OnlineCode<Screen> =
  | { status: 'downloading' }
  | { status: 'failed' }
  | { status: 'ready'; ApiSession: typeof ApiSession; screen: Screen };

/**
 * Downloads, once the page is mounted, the code that talks to the API (Apollo, its links and the
 * GraphQL documents) with the page's screen: a page shows before any of it has arrived.
 * `loadScreen` must be a module-level function (a new one would download again).
 */
export function useOnlineCode<Screen>(loadScreen: () => Promise<Screen>) {
  const [code, setCode] = useState<OnlineCode<Screen>>({ status: 'downloading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt downloads again (retry)
  useEffect(() => {
    let cancelled = false;
    setCode({ status: 'downloading' });
    Promise.all([import('./ApiSession'), loadScreen()])
      .then(([{ ApiSession }, screen]) => !cancelled && setCode({ status: 'ready', ApiSession, screen }))
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setCode({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [loadScreen, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { code, retry };
}
