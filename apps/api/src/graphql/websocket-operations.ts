// Prepares each operation sent over graphql-ws like Apollo does for HTTP: the token limit at
// parse time and every validation rule (depth included). A document that does not parse or
// validate is answered with an error message for that operation; left to graphql-ws, a syntax
// error would close the whole connection as an internal error. Also caps the subscriptions
// running at once on one connection.
import { getOperationAST, GraphQLError, validate, type ExecutionArgs, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { refusal } from '../errors';
import { parseLimited } from './limits';

/** graphql-ws's per-connection context: operations under way by id, removed when they end. */
interface Connection {
  subscriptions: Record<string, unknown>;
}

export function prepareWebSocketOperation(schema: GraphQLSchema, rules: readonly ValidationRule[], maxSubscriptions: number) {
  const subscriptionIds = new WeakMap<Connection, Set<string>>();

  /** Counts the subscription `id` on `connection`, or returns false when it already has the most allowed. */
  function admitSubscription(connection: Connection, id: string): boolean {
    const ids = subscriptionIds.get(connection) ?? new Set<string>();
    subscriptionIds.set(connection, ids);
    for (const other of ids) if (!(other in connection.subscriptions)) ids.delete(other);
    if (ids.size >= maxSubscriptions && !ids.has(id)) return false;
    ids.add(id);
    return true;
  }

  return (connection: Connection, id: string, payload: SubscribePayload): ExecutionArgs | readonly GraphQLError[] => {
    let document: ReturnType<typeof parseLimited>;
    try {
      document = parseLimited(payload.query);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [
        error instanceof GraphQLError ? error : new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
      ];
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) return errors;
    const operation = getOperationAST(document, payload.operationName);
    if (operation?.operation === 'subscription' && !admitSubscription(connection, id)) {
      return [
        refusal(
          'RATE_LIMITED',
          `Too many subscriptions on this connection (at most ${maxSubscriptions} at once); end one before starting another.`,
        ),
      ];
    }
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
}
