import type { IncomingMessage } from 'node:http';

/** Who may open a socket to the game server, and how many. */
export interface SocketAccessPolicy {
  /** Browser origins allowed to connect (the web app's); clients that send no Origin are not browsers. */
  webOrigins: string[];
  /** Open connections one client address may hold; more are refused until some close. */
  maxConnectionsPerAddress: number;
}

// The parts of socket.io and engine.io this module uses.
interface EngineConnection {
  request: IncomingMessage;
  on(event: 'close', listener: () => void): void;
  close(): void;
}
interface NamespaceSocket {
  conn: EngineConnection;
}
export interface SocketServer {
  engine: { on(event: 'connection', listener: (connection: EngineConnection) => void): void };
  of(namespace: string | RegExp): { use(middleware: (socket: NamespaceSocket, next: (error?: Error) => void) => void): void };
}

const addressOf = (request: IncomingMessage) => request.socket.remoteAddress ?? 'unknown';

/** Counts open connections per client address. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  allows(address: string): boolean {
    return (this.open.get(address) ?? 0) < this.max;
  }

  opened(address: string): void {
    this.open.set(address, (this.open.get(address) ?? 0) + 1);
  }

  closed(address: string): void {
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }

  total(): number {
    let sum = 0;
    for (const count of this.open.values()) sum += count;
    return sum;
  }
}

/**
 * socket.io server options: CORS for the web origins only (boardgame.io passes its origins under
 * a key socket.io does not read, which answered `Access-Control-Allow-Origin: *`), a handshake
 * refused from another browser origin or from an address already at its limit, and namespaces
 * created for unknown names removed again as soon as they are empty.
 */
export function socketServerOptions(policy: SocketAccessPolicy, counter: ConnectionCounter) {
  const allowed = new Set(policy.webOrigins);
  return {
    cors: { origin: policy.webOrigins, credentials: false },
    cleanupEmptyChildNamespaces: true,
    allowRequest(request: IncomingMessage, callback: (error: string | null | undefined, success: boolean) => void) {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowed.has(origin)) return callback('origin not allowed', false);
      if (!counter.allows(addressOf(request))) return callback('too many connections from this address', false);
      callback(null, true);
    },
  };
}

/**
 * Counts every connection against its address, and closes a connection that asks for the root
 * namespace or a namespace that is not a game (socket.io would answer with an error and leave the
 * connection open). Call after the game namespaces exist: the catch-all only sees other names.
 */
export function watchConnections(io: SocketServer, counter: ConnectionCounter): void {
  io.engine.on('connection', (connection) => {
    const address = addressOf(connection.request);
    counter.opened(address);
    connection.on('close', () => counter.closed(address));
  });
  const closeUnknown = (socket: NamespaceSocket, next: (error?: Error) => void) => {
    next(new Error('no such game'));
    setImmediate(() => socket.conn.close());
  };
  io.of('/').use(closeUnknown);
  io.of(/.*/).use(closeUnknown);
}
