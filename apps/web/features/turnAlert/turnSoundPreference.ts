import { useSyncExternalStore } from 'react';

// Whether the turn sound plays: on unless the player muted it, remembered in this browser.
export const TURN_SOUND_KEY = 'tabula.turnSound';
const MUTED = 'off';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The sound is on unless the player turned it off. */
export function turnSoundOn(): boolean {
  return storage()?.getItem(TURN_SOUND_KEY) !== MUTED;
}

export function setTurnSoundOn(on: boolean): void {
  const store = storage();
  try {
    if (on) store?.removeItem(TURN_SOUND_KEY);
    else store?.setItem(TURN_SOUND_KEY, MUTED);
  } catch {
    // Storage full or forbidden: the switch still works for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Muting in another tab mutes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TURN_SOUND_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The turn sound's switch: on by default (also while server rendering). */
export function useTurnSound(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, turnSoundOn, () => true);
  return [on, setTurnSoundOn];
}
