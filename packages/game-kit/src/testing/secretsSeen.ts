export type { SecretsFor } from '../contract';
export { declaredSecrets, keepsSecrets } from '../secrets';

/** The JSON of every secret found in what a viewer received. */
export function secretsSeenIn(received: unknown, secrets: unknown[]): string[] {
  const text = JSON.stringify(received) ?? '';
  return secrets
    .map((secret) => JSON.stringify(secret))
    .filter((json): json is string => json !== undefined && text.includes(json));
}
