export type { SecretsFor } from '../contract';
export { declaredSecrets, keepsSecrets } from '../secrets';

/**
 * A secret that cannot be found as a JSON substring (a card that is a small integer): it finds
 * itself in what a viewer received and names itself with its label.
 */
export interface SecretMatcher {
  label: string;
  seenIn(received: unknown): boolean;
}

export function isSecretMatcher(secret: unknown): secret is SecretMatcher {
  if (typeof secret !== 'object' || secret === null) return false;
  const candidate = secret as Partial<SecretMatcher>;
  return typeof candidate.label === 'string' && typeof candidate.seenIn === 'function';
}

/**
 * The secrets found in what a viewer received: a matcher's label when it finds itself, the JSON of
 * any other secret when that JSON appears inside the received value's JSON.
 */
export function secretsSeenIn(received: unknown, secrets: unknown[]): string[] {
  let text: string | undefined;
  const seen: string[] = [];
  for (const secret of secrets) {
    if (isSecretMatcher(secret)) {
      if (secret.seenIn(received)) seen.push(secret.label);
      continue;
    }
    const json = JSON.stringify(secret);
    text ??= JSON.stringify(received) ?? '';
    if (json !== undefined && text.includes(json)) seen.push(json);
  }
  return seen;
}
