import { GroupRead } from './groupRead';

/** A group read over a fake table that records the keys of each query. */
function recorder(table: Record<string, number>, fail = false) {
  const queries: string[][] = [];
  const reads = new GroupRead<number>({
    async readBatch(keys) {
      queries.push(keys);
      const rows = new Map(keys.filter((k) => k in table).map((k) => [k, table[k]!]));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('injected read failure');
      return rows;
    },
    maxInFlight: 1,
  });
  return { reads, queries };
}

describe('group read', () => {
  it('answers the reads asked for together with one query, a key once', async () => {
    const { reads, queries } = recorder({ a: 1, b: 2 });
    expect(await Promise.all([reads.read('a'), reads.read('b'), reads.read('a'), reads.read('none')])).toEqual([
      1,
      2,
      1,
      undefined,
    ]);
    expect(queries).toEqual([['a', 'b', 'none']]);
  });

  it('sends the reads asked for during a query in the next one, never in the one under way', async () => {
    const table: Record<string, number> = { a: 1 };
    const { reads, queries } = recorder(table);
    const first = reads.read('a');
    await new Promise((resolve) => setTimeout(resolve, 1)); // the first query is under way
    table.a = 2;
    const second = reads.read('a');
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(queries).toEqual([['a'], ['a']]);
  });

  it('asks for the full rows of the keys some reader wanted in full, in the same query', async () => {
    const asked: { keys: string[]; full: string[] }[] = [];
    const reads = new GroupRead<string>({
      async readBatch(keys, full) {
        asked.push({ keys, full: [...full] });
        return new Map(keys.map((k) => [k, full.has(k) ? `${k} in full` : k]));
      },
    });
    expect(await Promise.all([reads.read('a'), reads.read('b', true), reads.read('a', true), reads.read('c')])).toEqual([
      'a in full',
      'b in full',
      'a in full',
      'c',
    ]);
    expect(asked).toEqual([{ keys: ['a', 'b', 'c'], full: ['a', 'b'] }]);
  });

  it('fails every read of a failed query', async () => {
    const { reads } = recorder({ a: 1 }, true);
    await expect(Promise.all([reads.read('a'), reads.read('b')])).rejects.toThrow('injected read failure');
  });
});
