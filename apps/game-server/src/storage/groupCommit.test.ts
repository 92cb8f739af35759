import { GroupCommit } from './groupCommit';

type Write = { match: string; n: number };

/** A group commit over a fake database that records each batch it is given. */
function recorder(options: { fail?: (batch: Write[]) => boolean; delayMs?: number } = {}) {
  const batches: Write[][] = [];
  const commit = new GroupCommit<Write, string>({
    keyOf: (write) => write.match,
    async writeBatch(writes) {
      batches.push(writes);
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
      if (options.fail?.(writes)) throw new Error('injected batch failure');
      return writes.map((w) => (w.n < 0 ? 'stale' : 'written'));
    },
    failed: () => 'failed',
    maxBatch: 100,
  });
  return { commit, batches };
}

describe('group commit', () => {
  it('writes the writes that arrive together in one batch, and later ones in the next', async () => {
    const { commit, batches } = recorder({ delayMs: 20 });
    const first = Array.from({ length: 50 }, (_, i) => commit.submit({ match: `m${i}`, n: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first batch is being written
    const second = Array.from({ length: 30 }, (_, i) => commit.submit({ match: `n${i}`, n: 1 }));
    await Promise.all([...first, ...second]);
    expect(batches.map((b) => b.length)).toEqual([50, 30]);
  });

  it('gives each write its own outcome', async () => {
    const { commit } = recorder();
    const outcomes = await Promise.all([1, -1, 1].map((n, i) => commit.submit({ match: `m${i}`, n })));
    expect(outcomes).toEqual(['written', 'stale', 'written']);
  });

  it('puts a second write of the same key in a later batch, in order', async () => {
    const { commit, batches } = recorder();
    await Promise.all([
      commit.submit({ match: 'a', n: 1 }),
      commit.submit({ match: 'b', n: 1 }),
      commit.submit({ match: 'a', n: 2 }),
      commit.submit({ match: 'a', n: 3 }),
    ]);
    expect(batches).toEqual([
      [
        { match: 'a', n: 1 },
        { match: 'b', n: 1 },
      ],
      [{ match: 'a', n: 2 }],
      [{ match: 'a', n: 3 }],
    ]);
  });

  it('fails every write of a failed batch and goes on with the next', async () => {
    const { commit } = recorder({ fail: (batch) => batch.some((w) => w.match === 'bad') });
    const failed = await Promise.all([commit.submit({ match: 'bad', n: 1 }), commit.submit({ match: 'ok', n: 1 })]);
    expect(failed).toEqual(['failed', 'failed']);
    expect(await commit.submit({ match: 'ok', n: 2 })).toBe('written');
  });

  it('never writes more than maxBatch writes at once', async () => {
    const { commit, batches } = recorder();
    await Promise.all(Array.from({ length: 250 }, (_, i) => commit.submit({ match: `m${i}`, n: 1 })));
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
  });
});

describe('group commit with two batches in flight', () => {
  function twoInFlight() {
    const started: Write[][] = [];
    const finish: Array<() => void> = [];
    const commit = new GroupCommit<Write, string>({
      keyOf: (write) => write.match,
      async writeBatch(writes) {
        started.push(writes);
        await new Promise<void>((resolve) => finish.push(resolve));
        return writes.map(() => 'written');
      },
      failed: () => 'failed',
      maxInFlight: 2,
    });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    return { commit, started, finish, tick };
  }

  it('starts a write that arrives while one batch is under way at once, and a third waits', async () => {
    const { commit, started, finish, tick } = twoInFlight();
    const a = commit.submit({ match: 'a', n: 1 });
    await tick();
    const b = commit.submit({ match: 'b', n: 1 });
    await tick();
    const c = commit.submit({ match: 'c', n: 1 });
    const d = commit.submit({ match: 'd', n: 1 });
    await tick();
    expect(started).toEqual([[{ match: 'a', n: 1 }], [{ match: 'b', n: 1 }]]);
    finish[0]!();
    expect(await a).toBe('written');
    await tick();
    expect(started[2]).toEqual([
      { match: 'c', n: 1 },
      { match: 'd', n: 1 },
    ]);
    finish[1]!();
    finish[2]!();
    expect(await Promise.all([b, c, d])).toEqual(['written', 'written', 'written']);
  });

  it('never writes a key in two batches under way: a later write of it waits for the first', async () => {
    const { commit, started, finish, tick } = twoInFlight();
    const first = commit.submit({ match: 'a', n: 1 });
    await tick();
    const second = commit.submit({ match: 'a', n: 2 });
    const other = commit.submit({ match: 'b', n: 1 });
    await tick();
    expect(started).toEqual([[{ match: 'a', n: 1 }], [{ match: 'b', n: 1 }]]);
    finish[0]!();
    await first;
    await tick();
    expect(started[2]).toEqual([{ match: 'a', n: 2 }]);
    finish[1]!();
    finish[2]!();
    expect(await Promise.all([second, other])).toEqual(['written', 'written']);
  });

  it('starts no second batch while the one under way holds several writes (under load batches stay large)', async () => {
    const { commit, started, finish, tick } = twoInFlight();
    const pair = [commit.submit({ match: 'a', n: 1 }), commit.submit({ match: 'b', n: 1 })];
    await tick();
    const later = [commit.submit({ match: 'c', n: 1 }), commit.submit({ match: 'd', n: 1 })];
    await tick();
    expect(started).toHaveLength(1);
    finish[0]!();
    await Promise.all(pair);
    await tick();
    expect(started[1]).toEqual([
      { match: 'c', n: 1 },
      { match: 'd', n: 1 },
    ]);
    finish[1]!();
    expect(await Promise.all(later)).toEqual(['written', 'written']);
  });
});
