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
 * Apollo for the pages that talk to the API. A new client per login token, so subscriptions reconnect
 * with the new `authorization` connection parameter after logging in or out.
 */
export function ApiProvider({ apiUrl, children }: ApiProviderProps) {
  const { token } = useSession();
  const apollo = useMemo(
    () => createApollo({ endpoints: apiEndpoints(apiUrl || undefined), token, onUnauthorized: () => sessionStore.logout() }),
    [apiUrl, token],
  );
  useEffect(() => () => apollo.dispose(), [apollo]);
  return <ApolloProvider client={apollo.client}>{children}</ApolloProvider>;
}
