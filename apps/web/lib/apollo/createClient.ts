import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient as createWsClient, type Client as WsClient } from 'graphql-ws';
import { createApiFetch } from './apiFetch';
import type { ApiEndpoints } from './endpoints';

export interface ClientOptions {
  endpoints: ApiEndpoints;
  /** The stored login token, read at each call. */
  token: () => string | null;
  onUnauthorized: () => void;
  onRenewedToken?: (token: string) => void;
}

export interface TabulaApollo {
  client: ApolloClient;
  /** Calls `listener` each time the subscription WebSocket (re)connects; returns the unsubscribe. */
  onSubscriptionsConnected: (listener: () => void) => () => void;
  dispose: () => void;
}

function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** Apollo Client for one session: HTTP for queries and mutations, graphql-ws for subscriptions. */
export function createApollo({ endpoints, token, onUnauthorized, onRenewedToken }: ClientOptions): TabulaApollo {
  const http = new HttpLink({
    uri: endpoints.http,
    fetch: createApiFetch({ csrfUrl: endpoints.csrf, token, onUnauthorized, onRenewedToken }),
  });
  let ws: WsClient | null = null;
  let link: ApolloLink = http;
  // Subscriptions only in the browser (Node 20 has no WebSocket; server rendering never subscribes).
  if (endpoints.ws && typeof window !== 'undefined') {
    ws = createWsClient({
      url: endpoints.ws,
      lazy: true,
      connectionParams: () => {
        const bearer = token();
        return bearer ? { authorization: `Bearer ${bearer}` } : {};
      },
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: async (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** retries, 8000))),
    });
    link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, new GraphQLWsLink(ws), http);
  }
  const errors = new ErrorLink(({ error }) => {
    if (token() && isUnauthenticated(error)) onUnauthorized();
  });
  const client = new ApolloClient({
    ssrMode: typeof window === 'undefined',
    link: ApolloLink.from([errors, link]),
    cache: new InMemoryCache({
      typePolicies: {
        Room: { keyFields: false },
        Lobby: { keyFields: false },
        Match: { keyFields: ['id'] },
        User: { keyFields: ['id'] },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'network-only' }, query: { fetchPolicy: 'network-only' } },
  });
  return {
    client,
    onSubscriptionsConnected: (listener) => ws?.on('connected', () => listener()) ?? (() => {}),
    dispose: () => {
      client.stop();
      void ws?.dispose();
    },
  };
}
