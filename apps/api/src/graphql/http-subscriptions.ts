// Subscriptions are served over WebSocket only: over HTTP they would run as a plain query whose
// fields have no resolver, so they are refused up front with a clear message instead.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

export const subscriptionsOverWebSocketOnly: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(
            'Subscriptions work over WebSocket only: connect to ws://<api>/graphql with the graphql-ws protocol.',
            {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            },
          );
        }
      },
    };
  },
};
