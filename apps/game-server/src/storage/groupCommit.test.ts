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
