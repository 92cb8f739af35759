import { mkdirSync } from 'node:fs';
import { lockFolder } from './folderLock';

/** The few things the match storage needs from a database: PGlite and PostgreSQL both provide them. */
export interface Sql {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** An embedded PGlite database in its own folder (PGlite cannot be shared between processes). */
export async function openPglite(dataDir: string): Promise<Sql> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockFolder(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite>;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      return (await db.query<Row>(text, params)).rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
    async close() {
      await db.close();
      release();
    },
  };
}

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('game-server: database connection error', error.message));
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as Row[];
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
