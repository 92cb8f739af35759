// Creates the files of an embedded PGlite database (its initdb) in a process of its own, started by
// pgliteThread.ts when the data folder is new. PGlite runs initdb in a second WebAssembly instance
// whose memory a long-lived process keeps (over 100 MB of resident memory, even after a worker
// thread ends); a process that exits gives all of it back. Usage: node pgliteCreate.mjs <folder>
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(process.argv[2]);
await db.close();
