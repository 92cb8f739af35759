import type { GameMode } from '@tabula/game-kit';

/** What a local match is keyed by: the same game, mode and options find the same saved match. */
export interface SavedGameOptions {
  code: string;
  mode: GameMode;
  numPlayers: number;
  setupData?: unknown;
  aiSeats?: string[];
  aiLevel?: string;
}

const PREFIX = 'tabula:saved-game:v1:';

/** The localStorage key of a local match (AI or LocalFriend). */
export function savedGameKey(options: SavedGameOptions): string {
  const { code, mode, numPlayers, setupData, aiSeats, aiLevel } = options;
  return PREFIX + JSON.stringify([code, mode, numPlayers, setupData ?? null, aiSeats ?? [], aiLevel ?? '']);
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

interface StoredState {
  G: unknown;
  ctx: { numPlayers: number; gameover?: unknown };
  _stateID: number;
  [key: string]: unknown;
}

function isRestorable(value: unknown, fresh: StoredState | undefined): value is StoredState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<StoredState>;
  return (
    state.G !== undefined &&
    typeof state.ctx === 'object' &&
    state.ctx !== null &&
    state.ctx.gameover === undefined &&
    typeof state._stateID === 'number' &&
    (fresh === undefined || state.ctx.numPlayers === fresh.ctx.numPlayers)
  );
}

/** The saved state of a match, if there is one that can be played on. */
export function loadSavedGame(key: string, fresh?: StoredState): StoredState | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const value: unknown = JSON.parse(raw);
    return isRestorable(value, fresh) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What boardgame.io's Local master stores under its storage key (a game with secrets against the computer). */
const LOCAL_MASTER_PARTS = ['state', 'initial', 'metadata', 'log'];

export function clearSavedGame(key: string): void {
  try {
    for (const stored of [key, ...LOCAL_MASTER_PARTS.map((part) => `${key}_${part}`)]) storage()?.removeItem(stored);
  } catch {
    // Storage unavailable: nothing was saved.
  }
}

/** Saves a match in progress; a finished or not yet started match is forgotten. */
export function saveGame(key: string, state: StoredState): void {
  if (state.ctx.gameover !== undefined || state._stateID === 0) {
    clearSavedGame(key);
    return;
  }
  const { transients: _transients, deltalog: _deltalog, ...kept } = state;
  try {
    storage()?.setItem(key, JSON.stringify(kept));
  } catch {
    // Full or unavailable storage: the match just is not kept.
  }
}

type CreateStore = (reducer: unknown, preloadedState: unknown, enhancer?: unknown) => StoreLike;
interface StoreLike {
  getState: () => unknown;
  subscribe: (listener: () => void) => unknown;
}

/**
 * A Redux store enhancer for boardgame.io's local client: the store starts from the saved state
 * of the match (instead of the game's setup) and saves every new state. boardgame.io's Client
 * takes no initial state, but passes `enhancer` to the store it creates.
 */
export function persistingEnhancer(key: string) {
  return (createStore: CreateStore): CreateStore =>
    (reducer, preloadedState, enhancer) => {
      const saved = loadSavedGame(key, preloadedState as StoredState | undefined);
      const store = createStore(reducer, saved ?? preloadedState, enhancer);
      store.subscribe(() => saveGame(key, store.getState() as StoredState));
      return store;
    };
}
