// Prepares each operation sent over graphql-ws like Apollo does for HTTP: the token limit at
// parse time and every validation rule (depth included). A document that does not parse or
// validate is answered with an error message for that operation; left to graphql-ws, a syntax
// error would close the whole connection as an internal error.
import { GraphQLError, validate, type ExecutionArgs, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { parseLimited } from './limits';

export function prepareWebSocketOperation(schema: GraphQLSchema, rules: readonly ValidationRule[]) {
  return (_ctx: unknown, _id: string, payload: SubscribePayload): ExecutionArgs | readonly GraphQLError[] => {
    let document;
    try {
      document = parseLimited(payload.query);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [error instanceof GraphQLError ? error : new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) return errors;
    return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
  };
}
