import { ConfigError, readConfig } from './env';

describe('readConfig', () => {
  it('starts with no configuration at all', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3001,
      production: false,
      databaseUrl: undefined,
      redisUrl: undefined,
      jwtSecret: undefined,
      jwtExpiryDays: 30,
      gameServers: [{ internalUrl: 'http://127.0.0.1:8000', publicUrl: 'http://localhost:8000' }],
      webOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      cookieSecure: false,
      gameServerTimeoutMs: 3000,
      limits: { newUsersPerAddress: 20, renamesPerUser: 20, socketsPerAddress: 30, subscriptionsPerSocket: 10 },
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads several game servers and origins', () => {
    const config = readConfig({
      GAME_SERVERS: 'http://gs1:8000|https://play1.example, http://gs2:8000|https://play2.example/',
      WEB_ORIGINS: 'https://tabula.example,https://www.tabula.example',
    });
    expect(config.gameServers).toEqual([
      { internalUrl: 'http://gs1:8000', publicUrl: 'https://play1.example' },
      { internalUrl: 'http://gs2:8000', publicUrl: 'https://play2.example' },
    ]);
    expect(config.webOrigins).toEqual(['https://tabula.example', 'https://www.tabula.example']);
  });

  it('refuses unsafe or malformed settings with a clear message', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ GAME_SERVERS: 'ftp://x|y' })).toThrow(/GAME_SERVERS/);
    expect(() => readConfig({ JWT_EXPIRY_DAYS: '0' })).toThrow(/JWT_EXPIRY_DAYS/);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).cookieSecure).toBe(true);
    expect(() => readConfig({ RATE_LIMIT_NEW_USER: '0' })).toThrow(/RATE_LIMIT_NEW_USER/);
    expect(() => readConfig({ MAX_SUBSCRIPTIONS_PER_SOCKET: 'many' })).toThrow(/MAX_SUBSCRIPTIONS_PER_SOCKET/);
    expect(() => readConfig({ GAME_SERVER_TIMEOUT_MS: '10' })).toThrow(/GAME_SERVER_TIMEOUT_MS/);
  });

  it('reads the limits, for a site that needs other ones', () => {
    const config = readConfig({
      RATE_LIMIT_NEW_USER: '100',
      RATE_LIMIT_UPDATE_USER: '5',
      MAX_WS_CONNECTIONS_PER_ADDRESS: '200',
      MAX_SUBSCRIPTIONS_PER_SOCKET: '4',
      GAME_SERVER_TIMEOUT_MS: '8000',
    });
    expect(config.limits).toEqual({
      newUsersPerAddress: 100,
      renamesPerUser: 5,
      socketsPerAddress: 200,
      subscriptionsPerSocket: 4,
    });
    expect(config.gameServerTimeoutMs).toBe(8000);
  });
});
