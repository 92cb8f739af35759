// A GraphQL client for tests that behaves like the web app: CSRF cookie and header, bearer token,
// real HTTP (fetch) and real WebSocket (graphql-ws) subscriptions.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  headers: Headers;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class ApiClient {
  private csrf: string | null = null;
  token: string | null = null;
  /** Sent with every request and WebSocket upgrade, e.g. X-Forwarded-For to act as another address. */
  extraHeaders: Record<string, string> = {};

  constructor(readonly baseUrl: string) {}

  async init(): Promise<this> {
    const response = await fetch(`${this.baseUrl}/csrf-token`);
    const { token } = (await response.json()) as { token: string };
    this.csrf = token;
    return this;
  }

  /** The raw HTTP exchange; `headers` replace the CSRF and authorization defaults when given. */
  async post(body: string, headers?: Record<string, string>): Promise<Response> {
    const defaults: Record<string, string> = { 'content-type': 'application/json' };
    if (this.csrf) {
      defaults.cookie = `XSRF-TOKEN=${this.csrf}`;
      defaults['csrf-token'] = this.csrf;
    }
    if (this.token) defaults.authorization = `Bearer ${this.token}`;
    return fetch(`${this.baseUrl}/graphql`, { method: 'POST', headers: headers ?? { ...defaults, ...this.extraHeaders }, body });
  }

  async request<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const response = await this.post(JSON.stringify({ query, variables }));
    const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
    return { status: response.status, headers: response.headers, ...body };
  }

  /** Data of a request that must succeed. */
  async ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.request<T>(query, variables);
    if (result.errors?.length || !result.data)
      throw new Error(`GraphQL errors (${result.status}): ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  /** Creates a user and keeps its token; returns the user's id. */
  async signUp(nickname: string): Promise<number> {
    const { newUser } = await this.ok('mutation ($n: String!) { newUser(user: { nickname: $n }) { jwtToken } }', { n: nickname });
    this.token = newUser.jwtToken;
    const { user } = await this.ok('{ user { id } }');
    return user.id;
  }

  socket(): Client {
    const headers = this.extraHeaders;
    return createClient({
      url: `${this.baseUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      },
      connectionParams: this.token ? { authorization: `Bearer ${this.token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
  }
}

/** A subscription whose results are read one at a time. */
export class Subscription<T = Record<string, any>> {
  private readonly queue: GraphQLResponse<T>[] = [];
  private waiting: ((value: GraphQLResponse<T>) => void) | null = null;
  private readonly dispose: () => void;
  completed = false;

  constructor(client: Client, query: string, variables: Record<string, unknown> = {}) {
    this.dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => this.push({ status: 0, headers: new Headers(), ...(value as object) } as GraphQLResponse<T>),
        // graphql-ws reports an operation's errors as the array the server sent, a closed socket as an event or Error.
        error: (error) =>
          this.push({
            status: 0,
            headers: new Headers(),
            errors: Array.isArray(error) ? error : [{ message: String((error as Error)?.message ?? error) }],
          }),
        complete: () => {
          this.completed = true;
        },
      },
    );
  }

  private push(value: GraphQLResponse<T>): void {
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(value);
    } else this.queue.push(value);
  }

  next(timeoutMs = 5000): Promise<GraphQLResponse<T>> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        reject(new Error(`no subscription event within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting = (value) => {
        clearTimeout(timer);
        resolve(value);
      };
    });
  }

  /** Nothing arrives within `ms`. */
  async expectSilence(ms = 300): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (this.queue.length > 0) throw new Error(`unexpected event: ${JSON.stringify(this.queue[0])}`);
  }

  close(): void {
    this.dispose();
  }
}

/** Opens the subscription and waits until the server has set it up (graphql-ws gives no ack per subscription). */
export async function subscribed<T = Record<string, any>>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const subscription = new Subscription<T>(client, query, variables);
  await new Promise((resolve) => setTimeout(resolve, 250));
  return subscription;
}
