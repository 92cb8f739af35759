import { resolve } from 'node:path';
import { DEFAULT_BOT_OPTIONS, type BotOptions } from './bots/serverBots';

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
  /** Computer seats: BOT_WORKERS, BOT_DECISION_MS, BOT_MOVE_DELAY_MS ("300-800" or one number), GAME_SERVER_ID. */
  bots: BotOptions;
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
    bots: botsFromEnv(env),
    webOrigins,
    maxConnectionsPerAddress: maxConnections,
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    secret: env.GAME_SERVER_SECRET || undefined,
  };
}

function wholeNumber(name: string, value: string | undefined, fallback: number, least: number): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < least)
    throw new Error(`${name} must be a whole number of at least ${least}, got ${value}`);
  return number;
}

function botsFromEnv(env: NodeJS.ProcessEnv): BotOptions {
  const delay = (env.BOT_MOVE_DELAY_MS || '').split('-').map((part) => part.trim());
  const min = wholeNumber('BOT_MOVE_DELAY_MS', delay[0], DEFAULT_BOT_OPTIONS.delayMs[0], 0);
  const max = wholeNumber('BOT_MOVE_DELAY_MS', delay[1] ?? delay[0], delay[0] ? min : DEFAULT_BOT_OPTIONS.delayMs[1], min);
  return {
    workers: wholeNumber('BOT_WORKERS', env.BOT_WORKERS, DEFAULT_BOT_OPTIONS.workers, 1),
    decisionMs: wholeNumber('BOT_DECISION_MS', env.BOT_DECISION_MS, DEFAULT_BOT_OPTIONS.decisionMs, 1),
    delayMs: [min, max],
    serverID: env.GAME_SERVER_ID || DEFAULT_BOT_OPTIONS.serverID,
  };
}
