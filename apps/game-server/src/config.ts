import { resolve } from 'node:path';

export interface GameServerConfig {
  port: number;
  dataDir: string;
  /** postgres://... to use a PostgreSQL server; otherwise an embedded PGlite in `<dataDir>/game-server-db`. */
  databaseUrl?: string;
  /** When unset, read or created in `<dataDir>/game-server-secret`. */
  secret?: string;
}

const repoRoot = resolve(__dirname, '..', '..', '..');

/** Reads the environment once, for main.ts. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GameServerConfig {
  const port = env.PORT ? Number(env.PORT) : 8000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.GAME_SERVER_SECRET || undefined,
  };
}
