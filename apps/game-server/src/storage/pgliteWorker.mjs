// The embedded PGlite database, in a worker thread of the game server (see pgliteThread.ts), so
// that its queries run beside the sockets' event loop instead of on it. Plain JavaScript: a worker
// gets no TypeScript loader. Messages in: { id, op: 'query' | 'exec' | 'close', text, params, name }
// (name: a prepared statement's, see pglitePrepared.mjs); out: { ready: true } once open, then
// { id, rows } or { id, error } per message, in the order the messages came.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pglitePrepared.mjs';

// PGlite's WebAssembly memory grows to its peak and never shrinks, and PostgreSQL's default 128 MB
// of shared buffers live in it: 32 MB hold the rows that moves touch (thousands of matches), the
// operating system caches the rest of the files. About 150 MB less resident memory under load.
// Prepared statements keep one generic plan (see GENERIC_PLANS in sql.ts).
const db = await PGlite.create(workerData.dataDir, {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'plan_cache_mode=force_generic_plan'],
});
const runPrepared = preparedStatements(db);
parentPort.postMessage({ ready: true });

/** What a query error can carry across threads: PGlite's errors hold PostgreSQL's fields. */
function plainError(error) {
  const { message, code, detail, constraint } = error ?? {};
  return { message: String(message ?? error), code, detail, constraint };
}

async function handle({ id, op, text, params, name }) {
  try {
    if (op === 'query') {
      const rows = name ? await runPrepared(name, text, params) : (await db.query(text, params)).rows;
      parentPort.postMessage({ id, rows });
    } else if (op === 'exec') {
      await db.exec(text);
      parentPort.postMessage({ id, rows: [] });
    } else if (op === 'close') {
      await db.close();
      parentPort.postMessage({ id, rows: [] });
      parentPort.close();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
}

// One message at a time: a prepared statement's protocol messages never interleave with a query's.
let handled = Promise.resolve();
parentPort.on('message', (message) => {
  handled = handled.then(() => handle(message));
});
