// A stand-in for storage/pgliteWorker.mjs that opens, then dies at the first query (as a worker
// thread does when the embedded database crashes), for pgliteThread.test.ts.
import { parentPort } from 'node:worker_threads';

parentPort.postMessage({ ready: true });
parentPort.on('message', () => process.exit(3));
