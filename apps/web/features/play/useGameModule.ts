import { useCallback, useEffect, useState } from 'react';
import type { AiConfig, BoardModule, CatalogueEntry, RulesModule } from '@tabula/game-kit';

export type GameModuleState<Screen = undefined> =
  | { status: 'connecting' }
  | { status: 'downloading' }
  | { status: 'failed' }
  | { status: 'ready'; module: RulesModule<any> & BoardModule<any>; ai?: AiConfig; screen: Screen };

/**
 * Downloads a game's rules and board (and its AI when asked) in the browser: each game is its
 * own chunk, fetched only by the page that plays it. "connecting" until the page is mounted.
 * `loadScreen` (a module-level function: a new one would download again) fetches, in parallel with the game, the
 * code that shows a loaded game (boardgame.io's client, the game layout): nothing renders it before
 * the game is ready, so the page's first load does without it.
 */
export function useGameModule<Screen = undefined>(
  entry: CatalogueEntry | undefined,
  withAi: boolean,
  loadScreen?: () => Promise<Screen>,
) {
  const [state, setState] = useState<GameModuleState<Screen>>({ status: 'connecting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!entry) return undefined;
    let cancelled = false;
    setState({ status: 'downloading' });
    Promise.all([
      entry.config(),
      withAi && entry.aiConfig ? entry.aiConfig() : Promise.resolve(undefined),
      loadScreen ? loadScreen() : Promise.resolve(undefined as Screen),
    ])
      .then(([module, ai, screen]) => !cancelled && setState({ status: 'ready', module, ai, screen }))
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [entry, withAi, loadScreen, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
