import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const MISSING_ERROR_MESSAGE = 'Error message not found';

interface ErrorWithCauses {
  message?: string;
  errors?: ReadonlyArray<{ message?: string }>;
  graphQLErrors?: ReadonlyArray<{ message?: string }>;
  networkError?: { message?: string } | null;
}

/**
 * One readable line for an API or network error (SPEC section 8): GraphQL and network messages joined,
 * "Error message not found" when there is none. `missing` is the translated fallback text.
 */
export function errorMessage(error: unknown, missing: string = MISSING_ERROR_MESSAGE): string {
  if (error === null || error === undefined) return missing;
  if (typeof error === 'string') return error || missing;
  const e = error as ErrorWithCauses;
  const parts: string[] = [];
  const graphQL = CombinedGraphQLErrors.is(error) ? error.errors : (e.graphQLErrors ?? e.errors);
  if (graphQL && graphQL.length > 0) {
    for (const item of graphQL) parts.push(item.message || missing);
    if (e.networkError) parts.push(e.networkError.message || missing);
  } else {
    if (e.networkError) parts.push(e.networkError.message || missing);
    else parts.push(e.message || missing);
  }
  return parts.join('; ');
}

/** The GraphQL error codes of an error, e.g. ["BAD_USER_INPUT"]. */
export function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? '')).filter(Boolean);
}
