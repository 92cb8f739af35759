import { CSRF_HEADER, csrfToken } from './csrf';

export interface ApiFetchOptions {
  csrfUrl: string;
  /** The stored login token, read at call time. */
  token: () => string | null;
  /** Called on HTTP 401: the token is no longer valid. */
  onUnauthorized: () => void;
  /** The API sends a fresh token (header X-Renewed-Token) when the one presented is old enough. */
  onRenewedToken?: (token: string) => void;
  fetchImpl?: typeof fetch;
}

/**
 * fetch for the API: adds `authorization: Bearer` when a token exists and the CSRF-Token header,
 * renews the CSRF token once on a 403, and reports a 401 so the session is cleared (SPEC section 8).
 */
export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token';

export function createApiFetch({
  csrfUrl,
  token,
  onUnauthorized,
  onRenewedToken,
  fetchImpl = fetch,
}: ApiFetchOptions): typeof fetch {
  const send = async (input: RequestInfo | URL, init: RequestInit | undefined, renew: boolean) => {
    const headers = new Headers(init?.headers);
    const bearer = token();
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    headers.set(CSRF_HEADER, await csrfToken(csrfUrl, fetchImpl, { renew }));
    return fetchImpl(input, { ...init, headers, credentials: 'include' });
  };
  return async (input, init) => {
    let response = await send(input, init, false);
    if (response.status === 403) response = await send(input, init, true);
    if (response.status === 401) onUnauthorized();
    const renewed = response.headers?.get(RENEWED_TOKEN_HEADER);
    if (renewed && response.status < 300) onRenewedToken?.(renewed);
    return response;
  };
}
