import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { lockFolder } from './folderLock';
import type { Sql, Statement } from './sql';

type Reply = { ready?: true; id?: number; rows?: unknown[]; error?: { message: string; code?: string } };

interface Waiting {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

const WORKER_FILE = join(__dirname, 'pgliteWorker.mjs');
const CREATE_FILE = join(__dirname, 'pgliteCreate.mjs');

/**
 * Creates the database files (initdb) in a short-lived process (see pgliteCreate.mjs), in a
 * folder of their own that is renamed into place once complete: a server killed meanwhile leaves
 * no half-made database behind (nor one that a creation process it left running still writes to).
 */
async function createDataFolder(dataDir: string): Promise<void> {
  const creating = `${dataDir}.creating-${process.pid}`;
  rmSync(creating, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, [CREATE_FILE, creating]);
    renameSync(creating, dataDir); // replaces an empty folder, refuses one with files in it
  } catch (error) {
    rmSync(creating, { recursive: true, force: true });
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`the embedded database could not be created in ${dataDir}: ${stderr?.trim() || message}`);
  }
}

/**
 * Removes the creation folders of earlier processes that were killed while creating this database
 * (`<folder>.creating-<pid>`, a few MB each). Only called with the folder's lock held, so no live
 * server is creating it.
 */
function removeLeftoverCreations(dataDir: string): void {
  const prefix = `${basename(dataDir)}.creating-`;
  for (const name of readdirSync(dirname(dataDir))) {
    if (name.startsWith(prefix)) rmSync(join(dirname(dataDir), name), { recursive: true, force: true });
  }
}

/**
 * An embedded PGlite database in its own folder (PGlite cannot be shared between processes), run
 * in a worker thread: its queries (and their WebAssembly work) do not hold up the sockets. The
 * folder lock is held by this process. If the worker dies, every waiting and later query fails.
 */
export async function openPglite(dataDir: string, workerFile = WORKER_FILE): Promise<Sql> {
  mkdirSync(dirname(dataDir), { recursive: true });
  const release = lockFolder(dataDir);
  removeLeftoverCreations(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    try {
      await createDataFolder(dataDir);
    } catch (error) {
      release();
      throw error;
    }
  }
  const worker = new Worker(workerFile, { workerData: { dataDir }, execArgv: [] });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let dead: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.ready) return resolve();
      const entry = waiting.get(reply.id!);
      if (!entry) return;
      waiting.delete(reply.id!);
      if (reply.error) entry.reject(Object.assign(new Error(reply.error.message), reply.error));
      else entry.resolve(reply.rows ?? []);
    });
    const die = (error: Error) => {
      dead ??= error;
      reject(error);
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
      release();
    };
    worker.on('error', (error) => die(new Error(`the embedded database stopped: ${error.message}`)));
    worker.on('exit', (code) => die(new Error(`the embedded database stopped (exit ${code})`)));
  });
  await ready;

  const send = (op: 'query' | 'exec' | 'close', text = '', params: unknown[] = [], name?: string) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (dead) return reject(dead);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, text, params, name });
    });

  return {
    async query<Row>(statement: string | Statement, params: unknown[] = []) {
      // A named statement is parsed once in the worker (pglitePrepared.mjs), a plain text on each call.
      if (typeof statement === 'string') return (await send('query', statement, params)) as Row[];
      return (await send('query', statement.text, params, statement.name)) as Row[];
    },
    async exec(script: string) {
      await send('exec', script);
    },
    async close() {
      if (dead) return;
      await send('close');
      await worker.terminate();
    },
  };
}
