import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { sessionStore } from '../../features/session/sessionStore';
import { useSession } from '../../features/session/useSession';
import { createApollo, type TabulaApollo } from './createClient';
import { apiEndpoints } from './endpoints';

const ConnectedContext = createContext<TabulaApollo['onSubscriptionsConnected']>(() => () => {});

/**
 * Runs `catchUp` shortly after each (re)connection of the subscription WebSocket: events sent while
 * a subscription was not yet registered, or while the network was gone, are fetched this way.
 */
export function useCatchUpOnConnect(catchUp: () => void, enabled = true, delayMs = 400) {
  const onConnected = useContext(ConnectedContext);
  const latest = useRef(catchUp);
  latest.current = catchUp;
  useEffect(() => {
    if (!enabled) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = onConnected(() => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        latest.current();
      }, delayMs);
      timers.add(timer);
    });
    return () => {
      off();
      timers.forEach(clearTimeout);
    };
  }, [onConnected, enabled, delayMs]);
}

export interface ApiProviderProps {
  /** API origin from the server's environment (page props); falls back to the build's NEXT_PUBLIC_API_URL. */
  apiUrl?: string | null;
  children: ReactNode;
}

/**
 * Apollo for the pages that talk to the API. A new client when the session logs in or out, so
 * subscriptions reconnect with the right `authorization` connection parameter.
 */
export function ApiProvider({ apiUrl, children }: ApiProviderProps) {
  const { loggedIn } = useSession();
  const apollo = useMemo(
    () =>
      createApollo({
        endpoints: apiEndpoints(apiUrl || undefined),
        token: () => sessionStore.token(),
        onUnauthorized: () => sessionStore.logout(),
        onRenewedToken: (token) => sessionStore.renewToken(token),
      }),
    // A new client when logging in or out, so subscriptions reconnect with the right authorization.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [apiUrl, loggedIn],
  );
  useEffect(() => () => apollo.dispose(), [apollo]);
  return (
    <ApolloProvider client={apollo.client}>
      <ConnectedContext.Provider value={apollo.onSubscriptionsConnected}>{children}</ConnectedContext.Provider>
    </ApolloProvider>
  );
}
