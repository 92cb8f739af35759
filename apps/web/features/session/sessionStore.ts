// The visitor's session: a nickname and the API's login token, kept in localStorage.
// Logged in only when both are stored; a 401 from the API clears both (SPEC sections 4 and 8).

export const NICKNAME_KEY = 'tabula.nickname.v2';
export const TOKEN_KEY = 'tabula.token.v2';

export interface Session {
  loggedIn: boolean;
  nickname: string | null;
  token: string | null;
  /** False until the browser's storage has been read (always false while server rendering). */
  ready: boolean;
}

type Listener = () => void;

const LOGGED_OUT_SERVER: Session = { loggedIn: false, nickname: null, token: null, ready: false };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export class SessionStore {
  private listeners = new Set<Listener>();
  private snapshot: Session = LOGGED_OUT_SERVER;

  constructor() {
    this.snapshot = this.read();
  }

  private read(): Session {
    const store = storage();
    if (!store) return LOGGED_OUT_SERVER;
    const nickname = store.getItem(NICKNAME_KEY);
    const token = store.getItem(TOKEN_KEY);
    return { loggedIn: Boolean(nickname && token), nickname, token, ready: true };
  }

  private refresh() {
    const next = this.read();
    const prev = this.snapshot;
    if (
      prev.loggedIn !== next.loggedIn ||
      prev.nickname !== next.nickname ||
      prev.token !== next.token ||
      prev.ready !== next.ready
    ) {
      this.snapshot = next;
      this.listeners.forEach((listener) => listener());
    }
  }

  get = (): Session => this.snapshot;

  getServerSnapshot = (): Session => LOGGED_OUT_SERVER;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    // Another tab logging in or out changes this tab's session too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === NICKNAME_KEY || event.key === TOKEN_KEY) this.refresh();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    this.refresh();
    return () => {
      this.listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  };

  /** Token to send as `authorization: Bearer`, if any (even when the nickname is missing). */
  token(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  }

  login(nickname: string, token: string) {
    const store = storage();
    store?.setItem(NICKNAME_KEY, nickname);
    store?.setItem(TOKEN_KEY, token);
    this.refresh();
  }

  /** After updateUser: same token, new nickname, still logged in. */
  rename(nickname: string) {
    storage()?.setItem(NICKNAME_KEY, nickname);
    this.refresh();
  }

  /** The API renewed the token: keep using the session with the new one. */
  renewToken(token: string) {
    const store = storage();
    if (!store?.getItem(TOKEN_KEY)) return;
    store.setItem(TOKEN_KEY, token);
    this.refresh();
  }

  logout() {
    const store = storage();
    store?.removeItem(NICKNAME_KEY);
    store?.removeItem(TOKEN_KEY);
    this.refresh();
  }
}

/** The one store of the browser tab. */
export const sessionStore = new SessionStore();
