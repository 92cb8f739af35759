/** A statement the database may prepare once per connection and reuse (a PostgreSQL named statement). */
export interface Statement {
  name: string;
  text: string;
}

/** The few things the match storage needs from a database: PGlite and PostgreSQL both provide them. */
export interface Sql {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(statement: string | Statement, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** True when statements sent together run at the same time (a pool of connections), not one after another. */
  parallel?: boolean;
}

export const statementText = (statement: string | Statement) => (typeof statement === 'string' ? statement : statement.text);

export { openPglite } from './pgliteThread';

/**
 * Prepared statements are planned once, not at every execution: PostgreSQL's default re-plans a
 * statement whose parameters are arrays (the batched writes and reads) each time it runs, which
 * cost about a third of the database's CPU per move. The storage's statements are all lookups by
 * primary key, so the one generic plan is the right plan. Sent in each connection's start-up
 * message, so it holds before the first statement at no extra round trip.
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** A PostgreSQL server reached through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Sql> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: GENERIC_PLANS });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('game-server: database connection error', error.message));
  return {
    async query<Row>(statement: string | Statement, params: unknown[] = []) {
      const config = typeof statement === 'string' ? { text: statement, values: params } : { ...statement, values: params };
      return (await pool.query(config)).rows as Row[];
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await pool.query(script);
    },
    close: () => pool.end(),
    parallel: poolSize > 1,
  };
}
