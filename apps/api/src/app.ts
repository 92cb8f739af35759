// Assembles the API: database, events, services, Express with CSRF and CORS, Apollo over HTTP and
// graphql-ws on the same /graphql path. main.ts and the tests both start it through startApi.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express from 'express';
import { NoSchemaIntrospectionCustomRule, specifiedRules } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { TokenService } from './auth/tokens';
import { openDatabase } from './db/database';
import type { ServiceDeps } from './deps';
import type { ApiConfig } from './env';
import { createMemoryEventBus, createRedisEventBus, type EventBus } from './events';
import { GameServerClient, type GameServers } from './game-servers/client';
import { createContext, type GraphQLContext } from './graphql/context';
import { depthLimit } from './graphql/depth-limit';
import { formatError } from './graphql/format-error';
import { subscriptionsOverWebSocketOnly } from './graphql/http-subscriptions';
import { parseOptions } from './graphql/limits';
import { prepareWebSocketOperation } from './graphql/websocket-operations';
import { buildSchema } from './graphql/schema';
import { cors, RENEWED_TOKEN_HEADER } from './http/cors';
import { csrfTokenRoute, requireCsrfToken } from './http/csrf';
import { errorHandler, MAX_BODY_BYTES } from './http/errors';
import { clientAddress } from './limits/client-address';
import { RateLimits } from './limits/rate-limits';
import { acceptWebSockets } from './limits/websocket-connections';
import { GAME_SERVER_SECRET_FILE, readOrCreateSecret } from '@tabula/server-kit';
import { createServices, type Services } from './services';

export interface ApiOverrides {
  now?: () => Date;
  randomInt?: (max: number) => number;
  gameServers?: GameServers;
  /** Tests wrap the event bus to see when subscriptions are set up. */
  wrapEvents?: (bus: EventBus) => EventBus;
}

export interface RunningApi {
  port: number;
  url: string;
  services: Services;
  close(): Promise<void>;
}

export async function startApi(config: ApiConfig, overrides: ApiOverrides = {}): Promise<RunningApi> {
  const jwtSecret = config.jwtSecret ?? readOrCreateSecret(join(config.dataDir, 'jwt-secret'));
  const gameServerSecret = config.gameServerSecret ?? readOrCreateSecret(join(config.dataDir, GAME_SERVER_SECRET_FILE));
  const now = overrides.now ?? (() => new Date());

  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const bus = config.redisUrl ? await createRedisEventBus(config.redisUrl) : createMemoryEventBus();
  const events = overrides.wrapEvents ? overrides.wrapEvents(bus) : bus;
  const deps: ServiceDeps = {
    db,
    events,
    now,
    newId: randomUUID,
    randomInt: overrides.randomInt ?? ((max) => randomInt(max)),
    gameServers: overrides.gameServers ?? new GameServerClient(config.gameServers, gameServerSecret, config.gameServerTimeoutMs),
  };
  const tokens = new TokenService(jwtSecret, config.jwtExpiryDays, now);
  const services = createServices(deps, tokens);
  const limits = new RateLimits(config.limits, now);
  const schema = buildSchema();
  const validationRules = [depthLimit()];
  // Over HTTP, Apollo itself refuses introspection in production (`introspection` below).
  const webSocketRules = [...specifiedRules, ...validationRules, ...(config.production ? [NoSchemaIntrospectionCustomRule] : [])];

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const httpServer = createServer(app);

  const wsServer = new WebSocketServer({ noServer: true, path: '/graphql', maxPayload: MAX_BODY_BYTES });
  acceptWebSockets(httpServer, wsServer, config.limits.socketsPerAddress);
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      schema,
      onSubscribe: prepareWebSocketOperation(schema, webSocketRules, config.limits.subscriptionsPerSocket),
      context: (ctx): GraphQLContext =>
        createContext(services, tokens, limits, {
          authorization: ctx.connectionParams?.authorization,
          clientAddress: clientAddress(ctx.extra.request.socket.remoteAddress, ctx.extra.request.headers['x-forwarded-for']),
        }),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) } : result,
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
    },
    wsServer,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules,
    parseOptions,
    formatError,
    introspection: !config.production,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      subscriptionsOverWebSocketOnly,
      { serverWillStart: async () => ({ drainServer: async () => wsCleanup.dispose() }) },
    ],
  });
  await apollo.start();

  app.use(cors(config.webOrigins));
  app.use(cookieParser());
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/csrf-token', csrfTokenRoute(config.cookieSecure));
  app.use(
    '/graphql',
    requireCsrfToken,
    express.json({ limit: MAX_BODY_BYTES }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(services, tokens, limits, {
          authorization: req.headers.authorization,
          clientAddress: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for']),
          onRenew: (token) => res.setHeader(RENEWED_TOKEN_HEADER, token),
        }),
    }),
  );
  app.use(errorHandler);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    services,
    close: () =>
      (closing ??= (async () => {
        await apollo.stop();
        wsServer.close();
        await events.close();
        await db.close();
      })()),
  };
}
