// Server only: GraphQL calls the web server makes under its own session, the "watcher".
//
// The API answers `match` only to a signed-in user, yet a visitor must be able to watch a match
// without choosing a nickname, and a missing room or match must answer 404 before anyone is asked
// for one. The web server therefore signs up once (newUser, like any visitor) and reads with that
// token. The watcher never joins a room or a match: it only reads what any visitor could read.
import { apiUrlFromEnvironment, retryOn5xx, ServerStatusError } from '../../lib/apollo/serverApi';

const WATCHER_NICKNAME = 'Tabula';

const NEW_USER = 'mutation WatcherSignUp($nickname: String!) { newUser(user: { nickname: $nickname }) { jwtToken } }';

export interface GraphQLFailure {
  message?: string;
  extensions?: { code?: unknown };
}

/** The API refused the request with these GraphQL errors (e.g. code NOT_FOUND). */
export class ApiRefusal extends Error {
  constructor(readonly errors: GraphQLFailure[]) {
    super(errors.map((e) => e.message ?? '').join('; '));
  }

  get codes(): string[] {
    return this.errors.map((e) => String(e.extensions?.code ?? ''));
  }
}

export interface WatcherOptions {
  fetchImpl?: typeof fetch;
  /** The API origin; by default the one the server-rendered pages use. */
  base?: string;
}

function defaultBase(): string {
  // The same address as serverApi.ts's public queries.
  return apiUrlFromEnvironment() ?? process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
}

async function post<T>(
  base: string,
  fetchImpl: typeof fetch,
  query: string,
  variables: object,
  token: string | null,
): Promise<T> {
  return retryOn5xx(async () => {
    const csrf = await fetchImpl(`${base}/csrf-token`);
    if (csrf.status >= 300) throw new ServerStatusError(csrf.status);
    const { token: csrfToken } = (await csrf.json()) as { token: string };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'CSRF-Token': csrfToken,
      cookie: `XSRF-TOKEN=${encodeURIComponent(csrfToken)}`,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetchImpl(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    if (response.status >= 300 && response.status !== 400) throw new ServerStatusError(response.status);
    const body = (await response.json()) as { data?: T | null; errors?: GraphQLFailure[] };
    if (body.errors && body.errors.length > 0) throw new ApiRefusal(body.errors);
    if (!body.data) throw new ServerStatusError(response.status);
    return body.data;
  });
}

/** One watcher session per server process, created on first need. */
export class Watcher {
  private token: Promise<string> | null = null;

  constructor(private readonly options: WatcherOptions = {}) {}

  private signUp(): Promise<string> {
    const { fetchImpl = fetch, base = defaultBase() } = this.options;
    this.token ??= post<{ newUser: { jwtToken: string } }>(base, fetchImpl, NEW_USER, { nickname: WATCHER_NICKNAME }, null)
      .then((data) => data.newUser.jwtToken)
      .catch((error: unknown) => {
        this.token = null;
        throw error;
      });
    return this.token;
  }

  /** Runs a query as the watcher; signs up again once if the token has expired. */
  async request<T>(query: string, variables: object): Promise<T> {
    const { fetchImpl = fetch, base = defaultBase() } = this.options;
    try {
      return await post<T>(base, fetchImpl, query, variables, await this.signUp());
    } catch (error) {
      const expired =
        (error instanceof ServerStatusError && error.status === 401) ||
        (error instanceof ApiRefusal && error.codes.includes('UNAUTHENTICATED'));
      if (!expired) throw error;
      this.token = null;
      return post<T>(base, fetchImpl, query, variables, await this.signUp());
    }
  }
}

/** The watcher of this server process. */
export const watcher = new Watcher();
