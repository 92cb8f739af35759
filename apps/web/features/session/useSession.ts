import { useSyncExternalStore } from 'react';
import { sessionStore, type Session, type SessionStore } from './sessionStore';

export function useSession(store: SessionStore = sessionStore): Session {
  return useSyncExternalStore(store.subscribe, store.get, store.getServerSnapshot);
}
