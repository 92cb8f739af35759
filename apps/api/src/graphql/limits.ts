// Size limits on GraphQL documents. Depth is limited by depth-limit.ts; the token limit stops
// documents that are cheap to send but expensive to parse and validate (thousands of repeated
// fields make graphql-js's overlapping-fields check quadratic and block the event loop).
import { parse, type DocumentNode } from 'graphql';

/** The introspection query has about 200 tokens; the web app's largest operation far fewer. */
export const MAX_QUERY_TOKENS = 1000;

export const parseOptions = { maxTokens: MAX_QUERY_TOKENS };

export function parseLimited(source: string): DocumentNode {
  return parse(source, parseOptions);
}
