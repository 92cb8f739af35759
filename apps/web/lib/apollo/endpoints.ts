// Where the API lives. NEXT_PUBLIC_API_URL (an origin such as http://127.0.0.1:4000) points every call
// at it, e.g. in tests. Without it the address is derived from the host (SPEC section 7): behind https
// the site's own /graphql (a reverse proxy sends it to the API); otherwise port 3001 of the same host,
// as in development.

export interface ApiEndpoints {
  /** POST address of GraphQL. */
  http: string;
  /** GET address returning {"token"} and setting the XSRF-TOKEN cookie. */
  csrf: string;
  /** graphql-ws address; empty while server rendering. */
  ws: string;
}

export interface HostLocation {
  protocol: string;
  host: string;
  hostname: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The API origin the build was configured with, if any. */
export function configuredApiUrl(): string | undefined {
  const value = process.env.NEXT_PUBLIC_API_URL;
  return value ? trimSlash(value) : undefined;
}

export function webSocketUrl(location: HostLocation | undefined, apiUrl?: string): string {
  if (apiUrl) return `${apiUrl.replace(/^http/, 'ws')}/graphql`;
  if (!location) return '';
  if (location.protocol === 'https:') return `wss://${location.host}/graphql`;
  return `ws://${location.hostname}:3001/graphql`;
}

export function apiEndpoints(
  apiUrl: string | undefined = configuredApiUrl(),
  location: HostLocation | undefined = typeof window === 'undefined' ? undefined : window.location,
): ApiEndpoints {
  let base = apiUrl ? trimSlash(apiUrl) : '';
  if (!base && location && location.protocol !== 'https:') base = `${location.protocol}//${location.hostname}:3001`;
  return { http: `${base}/graphql`, csrf: `${base}/csrf-token`, ws: webSocketUrl(location, base || undefined) };
}
