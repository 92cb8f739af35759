// The game server: `tsx src/main.ts`. Environment: PORT (8000), DATA_DIR (<repo>/.data),
// DATABASE_URL (unset: embedded PGlite in <DATA_DIR>/game-server-db), GAME_SERVER_SECRET
// (unset: read or created in <DATA_DIR>/game-server-secret), WEB_ORIGINS, MAX_CONNECTIONS_PER_ADDRESS,
// and for computer seats BOT_WORKERS, BOT_DECISION_MS, BOT_MOVE_DELAY_MS, GAME_SERVER_ID.
import './compat/generatorFunction';
import { join } from 'node:path';
import { GAME_SERVER_SECRET_FILE, readOrCreateSecret } from '@tabula/server-kit';
import { configFromEnv } from './config';
import { loadOnlineGames } from './games';
import { startGameServer } from './server';
import { openPglite, openPostgres } from './storage/sql';

async function main() {
  const config = configFromEnv();
  const secret = config.secret ?? readOrCreateSecret(join(config.dataDir, GAME_SERVER_SECRET_FILE));
  const games = await loadOnlineGames();
  const sql = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(join(config.dataDir, 'game-server-db'));
  const socketAccess = { webOrigins: config.webOrigins, maxConnectionsPerAddress: config.maxConnectionsPerAddress };
  const server = await startGameServer({ games, sql, secret, socketAccess, bots: config.bots }, config.port);
  const database = config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `game server listening on http://127.0.0.1:${server.port} (${database}; games: ${games.map((g) => g.name).join(', ')})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`game server stopping (${signal})`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * Under the tsx CLI (`tsx src/main.ts`), the server runs in a child of the CLI, and a SIGKILL of the
 * CLI would leave it running, holding its port, forever. So when started that way the server exits
 * as soon as the CLI is gone, at once, like a crash (storage survives crashes). Started directly
 * (`node --import tsx`, a container, systemd), it does not watch its parent.
 */
function exitWithTsxCli() {
  const underTsxCli = process.execArgv.some((arg) => /[\\/]tsx[\\/]dist[\\/]preflight\.cjs$/.test(arg));
  const parent = process.ppid;
  if (!underTsxCli || parent <= 1) return;
  setInterval(() => {
    if (process.ppid !== parent) {
      console.error('game server: the tsx CLI that started it is gone; exiting');
      process.exit(1);
    }
  }, 250).unref();
}
exitWithTsxCli();

// boardgame.io's socket handlers do not catch errors; log them instead of dying mid-match.
process.on('unhandledRejection', (error) => console.error('game-server: unhandled rejection', error));

main().catch((error) => {
  console.error('game server failed to start', error);
  process.exit(1);
});
