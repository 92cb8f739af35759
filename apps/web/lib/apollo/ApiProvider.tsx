import { useEffect, useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { sessionStore } from '../../features/session/sessionStore';
import { useSession } from '../../features/session/useSession';
import { createApollo } from './createClient';
import { apiEndpoints } from './endpoints';

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
  return <ApolloProvider client={apollo.client}>{children}</ApolloProvider>;
}
