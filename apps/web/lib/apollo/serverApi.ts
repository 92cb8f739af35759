// Server only: the API address for server-rendered pages, and GraphQL calls from the server with
// retries on a 5xx (SPEC section 7).

// Built from parts so Next does not replace it with the build-time value: one build then serves any API.
const API_URL_VARIABLE = ['NEXT', 'PUBLIC', 'API', 'URL'].join('_');

/** The API origin handed to the browser in page props; read at run time, not baked in at build. */
export function apiUrlFromEnvironment(): string | null {
  const value = process.env[API_URL_VARIABLE];
  return value ? value.replace(/\/+$/, '') : null;
}

function serverApiBase(): string {
  return apiUrlFromEnvironment() ?? process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
}

export class ServerStatusError extends Error {
  constructor(readonly status: number) {
    super(`Response not successful: Received status code ${status}`);
  }
}

/** Calls `attempt` up to `tries` times while it fails with a 5xx. */
export async function retryOn5xx<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      last = error;
      if (!(error instanceof ServerStatusError) || error.status < 500) throw error;
    }
  }
  throw last;
}

/** A public query (no login) from the server: fetches a CSRF token and sends it with its cookie. */
export async function serverQuery<T>(query: string, fetchImpl: typeof fetch = fetch): Promise<T> {
  const base = serverApiBase();
  return retryOn5xx(async () => {
    const csrf = await fetchImpl(`${base}/csrf-token`);
    if (csrf.status >= 300) throw new ServerStatusError(csrf.status);
    const { token } = (await csrf.json()) as { token: string };
    const response = await fetchImpl(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'CSRF-Token': token, cookie: `XSRF-TOKEN=${encodeURIComponent(token)}` },
      body: JSON.stringify({ query }),
    });
    if (response.status >= 300) throw new ServerStatusError(response.status);
    const body = (await response.json()) as { data?: T; errors?: { message?: string }[] };
    if (!body.data)
      throw new Error(
        body.errors?.map((e) => e.message || 'Error message not found').join('; ') || 'Server response was missing data',
      );
    return body.data;
  });
}
