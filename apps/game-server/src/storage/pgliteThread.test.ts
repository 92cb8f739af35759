import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './pgliteThread';

// Starting PGlite in a worker takes seconds, and far longer on a loaded 2-core machine.
const PGLITE_TEST_MS = 180_000;

describe('PGlite in a worker thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-pglite-thread-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'answers queries, passes errors back and closes',
    async () => {
      const sql = await openPglite(join(dir, 'db'));
      await sql.exec('CREATE TABLE t (id integer PRIMARY KEY, name text); INSERT INTO t VALUES (1, $$one$$);');
      expect(await sql.query('SELECT name FROM t WHERE id = $1', [1])).toEqual([{ name: 'one' }]);
      await expect(sql.query('INSERT INTO t VALUES (1, $1)', ['again'])).rejects.toMatchObject({
        message: expect.stringContaining('duplicate key'),
        code: '23505',
      });
      await sql.close();
      await expect(sql.query('SELECT 1')).rejects.toThrow('stopped');
    },
    PGLITE_TEST_MS,
  );

  it(
    'runs named statements prepared once, with text, arrays and NULLs as they were sent',
    async () => {
      const sql = await openPglite(join(dir, 'db'));
      await sql.exec('CREATE TABLE t (id integer PRIMARY KEY, name text, flag boolean, at bigint);');
      const insert = {
        name: 'test_insert',
        text: `INSERT INTO t SELECT * FROM unnest($1::integer[], $2::text[], $3::boolean[], $4::bigint[])
             RETURNING id, name, flag, at, name IS NULL AS missing`,
      };
      const awkward = ['say "hi"\\n', 'back\\slash', 'line\nbreak', 'ünïcødé ♠', '', 'NULL', '{a,b}'];
      const rows = await sql.query(insert, [
        awkward.map((_, i) => i),
        awkward,
        awkward.map((_, i) => i % 2 === 0),
        awkward.map(() => 1_700_000_000_000),
      ]);
      expect(rows.map((row) => (row as { name: string }).name)).toEqual(awkward);
      expect(rows[0]).toEqual({ id: 0, name: awkward[0], flag: true, at: '1700000000000', missing: false });
      const more = await sql.query(insert, [
        [10, 11],
        [null, 'x'],
        [false, null],
        [1, 2],
      ]);
      expect(more).toEqual([
        { id: 10, name: null, flag: false, at: '1', missing: true },
        { id: 11, name: 'x', flag: null, at: '2', missing: false },
      ]);
      // An error reaches the caller, and the statement still works afterwards.
      await expect(sql.query(insert, [[10], ['again'], [true], [3]])).rejects.toMatchObject({ code: '23505' });
      expect(await sql.query(insert, [[12], ['fine'], [true], [3]])).toHaveLength(1);
      await expect(sql.query({ name: 'test_broken', text: 'SELEC 1' }, [])).rejects.toMatchObject({ code: '42601' });
      expect(await sql.query({ name: 'test_count', text: 'SELECT count(*)::integer AS n FROM t WHERE id >= $1' }, [10])).toEqual([
        { n: 3 },
      ]);
      await sql.close();
    },
    PGLITE_TEST_MS,
  );

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

  it(
    'fails the waiting and later queries when the worker dies, and frees the folder',
    async () => {
      const sql = await openPglite(join(dir, 'db'), join(__dirname, '..', 'testing', 'dyingPgliteWorker.mjs'));
      await expect(sql.query('SELECT 1')).rejects.toThrow('embedded database stopped');
      await expect(sql.query('SELECT 1')).rejects.toThrow('embedded database stopped');
      const next = await openPglite(join(dir, 'db'));
      await next.close();
    },
    PGLITE_TEST_MS,
  );
});
