// The two servers whose messages are counted, both in this process (only bytes are measured):
// Tabula's game server on a temporary PGlite, and stock boardgame.io in memory, serving the same
// game rules.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { startGameServer } from '../../src/server';
import { openPglite } from '../../src/storage/sql';

export interface WireServer {
  label: string;
  url: string;
  secret?: string;
  stop(): Promise<void>;
}

const SECRET = 'wire-bytes-bench-secret-0123456789';

export async function startTabula(games: Game[]): Promise<WireServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tabula-wire-'));
  const server = await startGameServer({ games, sql: await openPglite(join(dataDir, 'db')), secret: SECRET }, 0);
  return {
    label: 'Tabula',
    url: `http://127.0.0.1:${server.port}`,
    secret: SECRET,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startStock(games: Game[]): Promise<WireServer> {
  const server = Server({ games, origins: [] });
  const { appServer, apiServer } = await server.run({ port: 0 });
  return {
    label: 'stock boardgame.io',
    url: `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`,
    async stop() {
      (server.app as unknown as { _io: { close(): void } })._io.close();
      appServer.close();
      apiServer?.close();
    },
  };
}
