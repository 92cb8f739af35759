import { useCallback, useEffect, useState } from 'react';
import type { AiConfig, BoardModule, CatalogueEntry, RulesModule } from '@tabula/game-kit';

export type GameModuleState =
  | { status: 'connecting' }
  | { status: 'downloading' }
  | { status: 'failed' }
  | { status: 'ready'; module: RulesModule<any> & BoardModule<any>; ai?: AiConfig };

/**
 * Downloads a game's rules and board (and its AI when asked) in the browser: each game is its
 * own chunk, fetched only by the page that plays it. "connecting" until the page is mounted.
 */
export function useGameModule(entry: CatalogueEntry | undefined, withAi: boolean) {
  const [state, setState] = useState<GameModuleState>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!entry) return undefined;
    let cancelled = false;
    setState({ status: 'downloading' });
    Promise.all([entry.config(), withAi && entry.aiConfig ? entry.aiConfig() : Promise.resolve(undefined)])
      .then(([module, ai]) => !cancelled && setState({ status: 'ready', module, ai }))
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [entry, withAi, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
