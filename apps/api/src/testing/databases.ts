// The databases the API tests run on: PGlite always, PostgreSQL when the test runner provides
// TEST_DATABASE_URL (scripts/test.mjs starts one). Each test file gets its own fresh database.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  console.warn('TEST_DATABASE_URL is not set: the API tests run on PGlite only (npm test starts PostgreSQL).');
  return ['pglite'];
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database next to the one TEST_DATABASE_URL names. */
export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tabula_api_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
