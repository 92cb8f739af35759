// Databases for tests: an embedded PGlite in a temporary folder always, and a fresh database on
// the PostgreSQL server at TEST_DATABASE_URL when the test runner provides one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type Sql } from '../storage/sql';

export interface TestDatabase {
  /** Opens (or reopens, after close) a connection to the same data. */
  open(): Promise<Sql>;
  /** For a child game server: its DATABASE_URL, or undefined for PGlite in `dataDir`. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'PGlite' | 'PostgreSQL';
  create(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async create() {
    const dataDir = mkdtempSync(join(tmpdir(), 'tabula-gs-'));
    return {
      open: () => openPglite(join(dataDir, 'game-server-db')),
      env: { DATA_DIR: dataDir },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async create() {
      const name = `tabula_gs_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = await openPostgres(adminUrl, 1);
      await admin.exec(`CREATE DATABASE ${name}`);
      await admin.close();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'tabula-gs-'));
      return {
        open: () => openPostgres(url.toString()),
        env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        async dispose() {
          const cleanup = await openPostgres(adminUrl, 1);
          await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
