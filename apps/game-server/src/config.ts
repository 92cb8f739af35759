import { resolve } from 'node:path';

export interface GameServerConfig {
  port: number;
  dataDir: string;
  /** postgres://... to use a PostgreSQL server; otherwise an embedded PGlite in `<dataDir>/game-server-db`. */
  databaseUrl?: string;
  /** When unset, read or created in `<dataDir>/game-server-secret`. */
  secret?: string;
  /** Browser origins that may open sockets (WEB_ORIGINS, shared with the API). */
  webOrigins: string[];
  /** Open socket connections one client address may hold (MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress: number;
}

const repoRoot = resolve(__dirname, '..', '..', '..');

/** Reads the environment once, for main.ts. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GameServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const maxConnections = env.MAX_CONNECTIONS_PER_ADDRESS ? Number(env.MAX_CONNECTIONS_PER_ADDRESS) : 100;
  if (!Number.isInteger(maxConnections) || maxConnections < 1) {
    throw new Error(`MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1, got ${env.MAX_CONNECTIONS_PER_ADDRESS}`);
  }
  const webOrigins = (env.WEB_ORIGINS || 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    webOrigins,
    maxConnectionsPerAddress: maxConnections,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.GAME_SERVER_SECRET || undefined,
  };
}
