// Double-submit CSRF: the API sets the XSRF-TOKEN cookie from GET /csrf-token and expects the same
// value in the CSRF-Token header of every POST.

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'CSRF-Token';

export function readCookie(
  name: string,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let fetched: string | null = null;
let pending: Promise<string> | null = null;

/** The token from the cookie, fetching /csrf-token first when there is none yet. */
export async function csrfToken(csrfUrl: string, fetchImpl: typeof fetch = fetch, { renew = false } = {}): Promise<string> {
  const cookie = readCookie(CSRF_COOKIE);
  if (cookie && !renew) return cookie;
  if (fetched && !renew && !cookie) return fetched;
  if (!pending) {
    pending = (async () => {
      const response = await fetchImpl(csrfUrl, { credentials: 'include' });
      if (response.status >= 300) throw new Error(`Response not successful: Received status code ${response.status}`);
      const body = (await response.json()) as { token?: string };
      fetched = readCookie(CSRF_COOKIE) ?? body.token ?? '';
      return fetched;
    })().finally(() => {
      pending = null;
    });
  }
  return pending;
}

/** For tests. */
export function forgetCsrfToken() {
  fetched = null;
  pending = null;
}
