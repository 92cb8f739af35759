import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './pgliteThread';

describe('PGlite in a worker thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-pglite-thread-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('answers queries, passes errors back and closes', async () => {
    const sql = await openPglite(join(dir, 'db'));
    await sql.exec('CREATE TABLE t (id integer PRIMARY KEY, name text); INSERT INTO t VALUES (1, $$one$$);');
    expect(await sql.query('SELECT name FROM t WHERE id = $1', [1])).toEqual([{ name: 'one' }]);
    await expect(sql.query('INSERT INTO t VALUES (1, $1)', ['again'])).rejects.toMatchObject({
      message: expect.stringContaining('duplicate key'),
      code: '23505',
    });
    await sql.close();
    await expect(sql.query('SELECT 1')).rejects.toThrow('stopped');
  }, 60_000);

  it('creates a new folder, finds its data again after reopening, and leaves nothing beside it', async () => {
    const first = await openPglite(join(dir, 'db'));
    await first.exec('CREATE TABLE t (id integer PRIMARY KEY); INSERT INTO t VALUES (7);');
    await first.close();
    const again = await openPglite(join(dir, 'db'));
    expect(await again.query('SELECT id FROM t')).toEqual([{ id: 7 }]);
    await again.close();
    expect(readdirSync(dir)).toEqual(['db']);
  }, 90_000);

  it('clears the creation folder a server killed while creating the database left behind', async () => {
    const leftover = join(dir, 'db.creating-999999');
    mkdirSync(join(leftover, 'base'), { recursive: true });
    writeFileSync(join(leftover, 'base', 'half-written'), 'x');
    const sql = await openPglite(join(dir, 'db'));
    await sql.close();
    expect(readdirSync(dir)).toEqual(['db']);
  }, 90_000);

  it('fails the waiting and later queries when the worker dies, and frees the folder', async () => {
    const sql = await openPglite(join(dir, 'db'), join(__dirname, '..', 'testing', 'dyingPgliteWorker.mjs'));
    await expect(sql.query('SELECT 1')).rejects.toThrow('embedded database stopped');
    await expect(sql.query('SELECT 1')).rejects.toThrow('embedded database stopped');
    const next = await openPglite(join(dir, 'db'));
    await next.close();
  }, 60_000);
});
