// Starts the API: http://localhost:3001/graphql (HTTP and WebSocket), GET /csrf-token.
import { startApi } from './app';
import { ConfigError, readConfig } from './env';

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const api = await startApi(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}/api-db`;
  console.log(`API listening on port ${api.port} (${database}${config.redisUrl ? ', Redis events' : ''})`);
  const stop = () => {
    api.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
