import type { ApiClient } from './client';
import type { TestStack } from './stack';

/**
 * Sends an operation that must be refused: a GraphQL error with `code`, never a 500, and not one
 * row of the database changed.
 */
export async function expectRefusal(
  stack: TestStack,
  client: ApiClient,
  code: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<string> {
  const before = await stack.snapshot();
  const result = await client.request(query, variables);
  expect({ status: result.status < 500, codes: result.errors?.map((error) => error.extensions?.code) }).toEqual({
    status: true,
    codes: [code],
  });
  expect(result.errors![0]!.message.length).toBeGreaterThan(10);
  expect(await stack.snapshot()).toBe(before);
  return result.errors![0]!.message;
}
