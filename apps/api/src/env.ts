// The API's whole configuration, read from the environment once (in main.ts) and validated here.
import { isAbsolute, join, resolve } from 'node:path';

export interface GameServerAddress {
  /** Where the API reaches the server's lobby routes (inside the deployment). */
  internalUrl: string;
  /** What browsers connect to; stored on the match as bgioServerUrl. */
  publicUrl: string;
}

/** Abuse limits, each counted in this API process only (see the README's environment table). */
export interface Limits {
  /** newUser calls per client address per RATE_WINDOW_MS. */
  newUsersPerAddress: number;
  /** updateUser calls per user, and per client address, per RATE_WINDOW_MS. */
  renamesPerUser: number;
  /** Open WebSocket connections per client address. */
  socketsPerAddress: number;
  /** Subscriptions running at once on one WebSocket connection. */
  subscriptionsPerSocket: number;
}

export const RATE_WINDOW_MS = 10 * 60 * 1000;

export const DEFAULT_LIMITS: Limits = {
  newUsersPerAddress: 20,
  renamesPerUser: 20,
  socketsPerAddress: 30,
  subscriptionsPerSocket: 10,
};

/** The default bound on one game server's answer to a new match (create and every join). */
export const DEFAULT_GAME_SERVER_TIMEOUT_MS = 3000;

export interface ApiConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** postgres://... or undefined for the embedded PGlite database in <dataDir>/api-db. */
  databaseUrl?: string;
  redisUrl?: string;
  /** undefined: read or create <dataDir>/jwt-secret (refused in production). */
  jwtSecret?: string;
  jwtExpiryDays: number;
  /** undefined: read or create <dataDir>/game-server-secret (shared with the game server). */
  gameServerSecret?: string;
  gameServers: GameServerAddress[];
  /** How long one game server may take to create a match and its seats before the next is tried. */
  gameServerTimeoutMs: number;
  webOrigins: string[];
  /** Secure flag on the XSRF-TOKEN cookie (https deployments). */
  cookieSecure: boolean;
  limits: Limits;
}

export const repoRoot = resolve(__dirname, '..', '..', '..');

export class ConfigError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function httpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}: "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name}: "${raw}" must be http(s)`);
  return raw.replace(/\/+$/, '');
}

export function parseGameServers(raw: string): GameServerAddress[] {
  const entries = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new ConfigError('GAME_SERVERS must list at least one game server');
  return entries.map((entry) => {
    const [internal, publicUrl, ...rest] = entry.split('|').map((part) => part.trim());
    if (!internal || rest.length > 0) throw new ConfigError(`GAME_SERVERS entry "${entry}" must be internalUrl|publicUrl`);
    return {
      internalUrl: httpUrl('GAME_SERVERS', internal),
      publicUrl: httpUrl('GAME_SERVERS', publicUrl || internal),
    };
  });
}

function optional(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function readConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const dataDirRaw = optional(env.DATA_DIR) ?? join(repoRoot, '.data');
  const databaseUrl = optional(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// (leave it unset for the embedded database)');
  }
  const redisUrl = optional(env.REDIS_URL);
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  const jwtSecret = optional(env.JWT_SECRET);
  if (jwtSecret !== undefined && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (production && jwtSecret === undefined) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (every API instance must share it)');
  }
  const webOrigins = (optional(env.WEB_ORIGINS) ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => httpUrl('WEB_ORIGINS', origin));
  return {
    port: integer('PORT', env.PORT, 3001, 0, 65535),
    host: optional(env.HOST) ?? '0.0.0.0',
    production,
    dataDir: isAbsolute(dataDirRaw) ? dataDirRaw : resolve(repoRoot, dataDirRaw),
    databaseUrl,
    redisUrl,
    jwtSecret,
    jwtExpiryDays: integer('JWT_EXPIRY_DAYS', env.JWT_EXPIRY_DAYS, 30, 1, 365),
    gameServerSecret: optional(env.GAME_SERVER_SECRET),
    gameServers: parseGameServers(optional(env.GAME_SERVERS) ?? 'http://127.0.0.1:8000|http://localhost:8000'),
    gameServerTimeoutMs: integer(
      'GAME_SERVER_TIMEOUT_MS',
      env.GAME_SERVER_TIMEOUT_MS,
      DEFAULT_GAME_SERVER_TIMEOUT_MS,
      100,
      120_000,
    ),
    webOrigins,
    cookieSecure: env.COOKIE_SECURE === undefined ? production : env.COOKIE_SECURE === 'true',
    limits: {
      newUsersPerAddress: integer(
        'RATE_LIMIT_NEW_USER',
        env.RATE_LIMIT_NEW_USER,
        DEFAULT_LIMITS.newUsersPerAddress,
        1,
        1_000_000,
      ),
      renamesPerUser: integer('RATE_LIMIT_UPDATE_USER', env.RATE_LIMIT_UPDATE_USER, DEFAULT_LIMITS.renamesPerUser, 1, 1_000_000),
      socketsPerAddress: integer(
        'MAX_WS_CONNECTIONS_PER_ADDRESS',
        env.MAX_WS_CONNECTIONS_PER_ADDRESS,
        DEFAULT_LIMITS.socketsPerAddress,
        1,
        1_000_000,
      ),
      subscriptionsPerSocket: integer(
        'MAX_SUBSCRIPTIONS_PER_SOCKET',
        env.MAX_SUBSCRIPTIONS_PER_SOCKET,
        DEFAULT_LIMITS.subscriptionsPerSocket,
        1,
        10_000,
      ),
    },
  };
}
