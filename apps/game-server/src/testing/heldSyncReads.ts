// Syncs' database reads held back on demand, so that a test can commit moves between a sync and
// its answer without depending on timing.
import type { Sql } from '../storage/sql';
import { READ_MATCHES } from '../storage/statements';

/**
 * Wraps `sql` so that, while holding, the rows of every read of a match in full (what a sync reads
 * when the match's log goes to clients) are kept back after the database answered, until `release()`.
 */
export function holdingSyncReads(sql: Sql) {
  let holding = false;
  const held: Array<() => void> = [];
  const wakers = new Set<() => void>();
  const wrapped: Sql = {
    ...sql,
    async query(statement, params) {
      const rows = await sql.query(statement, params);
      const readsInFull = statement === READ_MATCHES && ((params?.[1] as unknown[] | undefined)?.length ?? 0) > 0;
      if (holding && readsInFull) {
        await new Promise<void>((resolve) => {
          held.push(resolve);
          for (const wake of [...wakers]) wake();
        });
      }
      return rows as never;
    },
  };
  return {
    sql: wrapped,
    /** From now on, reads in full are held. */
    hold: () => {
      holding = true;
    },
    /** Resolves once `count` reads are held (a read may serve several syncs of one match). */
    heldReads: (count: number, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const wake = () => {
          if (held.length < count) return;
          wakers.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          wakers.delete(wake);
          reject(new Error(`timed out waiting for ${count} held sync reads (${held.length} held)`));
        }, timeoutMs);
        wakers.add(wake);
        wake();
      }),
    /** Answers the held reads and stops holding. */
    release: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
  };
}
