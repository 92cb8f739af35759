import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { ERROR_CODES } from '../errors';

const CLIENT_CODES = new Set<string>([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

function requestErrorCode(message: string): string {
  if (message.startsWith('Syntax Error')) return 'GRAPHQL_PARSE_FAILED';
  if (message.startsWith('Variable "$')) return 'BAD_USER_INPUT';
  return 'GRAPHQL_VALIDATION_FAILED';
}

// graphql-js suggests names ("Did you mean "newRoom"?") in validation and variable errors, which
// would hand out the schema piece by piece where introspection is refused. Names have no "?".
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * Passes on refusals and request errors (without field suggestions); hides anything unexpected
 * behind a generic message.
 */
export function formatError(shown: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const message = shown.message.replace(SUGGESTION, '');
  const formatted = message === shown.message ? shown : { ...shown, message };
  const code = formatted.extensions?.code;
  const original = unwrapResolverError(error);
  if (typeof code === 'string' && CLIENT_CODES.has(code)) return formatted;
  // graphql-js request errors (syntax, validation such as the depth limit, variable coercion)
  // carry no code of their own; unlike resolver errors they have no path. Apollo codes them over
  // HTTP; over WebSocket they arrive here bare.
  if (code === undefined && original instanceof GraphQLError && (!original.originalError || !formatted.path)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: requestErrorCode(original.message) } };
  }
  console.error('Unexpected error in a GraphQL operation:', original);
  return {
    message: 'Something went wrong on the server; please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
