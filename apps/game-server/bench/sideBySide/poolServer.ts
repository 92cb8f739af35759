// Experiment only (BENCH_PG_POOL): Tabula's game server exactly as src/main.ts builds it, but with
// a PostgreSQL connection pool of BENCH_PG_POOL connections instead of the default 10, to see
// whether the pool limits throughput. Environment as for src/main.ts (DATABASE_URL required).
import '../../src/compat/generatorFunction';
import { configFromEnv } from '../../src/config';
import { loadOnlineGames } from '../../src/games';
import { startGameServer } from '../../src/server';
import { openPostgres } from '../../src/storage/sql';

async function main() {
  const config = configFromEnv();
  const sql = await openPostgres(config.databaseUrl!, Number(process.env.BENCH_PG_POOL));
  const server = await startGameServer({ games: await loadOnlineGames(), sql, secret: config.secret! }, config.port);
  const stop = () =>
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
process.on('unhandledRejection', (error) => console.error('game-server: unhandled rejection', error));
main().catch((error) => {
  console.error('game server failed to start', error);
  process.exit(1);
});
