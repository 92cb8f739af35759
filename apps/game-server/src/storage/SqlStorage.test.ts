import type { LogEntry, Server, State } from 'boardgame.io';
import { testDatabaseKinds, type TestDatabase } from '../testing/databases';
import { migrate } from './migrate';
import type { Sql } from './sql';
import { SqlStorage } from './SqlStorage';

type Board = { cells: (string | null)[]; zebra: number; apple: number };

function state(stateID: number, cells: (string | null)[], gameover?: unknown): State<Board> {
  return {
    // Keys in an order that a jsonb column would not keep.
    G: { cells, zebra: 1, apple: 2 },
    ctx: {
      numPlayers: 2,
      turn: stateID + 1,
      currentPlayer: String(stateID % 2),
      playOrder: ['0', '1'],
      playOrderPos: stateID % 2,
      phase: 'default',
      activePlayers: null,
      gameover,
    } as never,
    plugins: {},
    _undo: [],
    _redo: [],
    _stateID: stateID,
  } as State<Board>;
}

function metadata(overrides: Partial<Server.MatchData> = {}): Server.MatchData {
  return {
    gameName: 'tictactoe',
    players: { 0: { id: 0 }, 1: { id: 1 } },
    setupData: { size: 3 },
    unlisted: false,
    createdAt: 1000,
    updatedAt: 1000,
    ...overrides,
  };
}

const entry = (stateID: number): LogEntry =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type: 'markCell', args: [stateID], playerID: '0' } },
    _stateID: stateID,
    turn: 1,
    phase: 'default',
  }) as LogEntry;

const empty = () => Array<string | null>(9).fill(null);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))('SqlStorage on %s', (_name, kind) => {
  let database: TestDatabase;
  let sql: Sql;
  let storage: SqlStorage;

  let starting: Promise<void> | undefined;

  // Starting an embedded database can take far longer than jest's default on a busy 2-core machine.
  beforeAll(() => {
    // Refused writes are logged by design; keep the test output readable.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    starting = (async () => {
      database = await kind.create();
      sql = await database.open();
      await migrate(sql);
      storage = new SqlStorage(sql);
    })();
    return starting;
  }, 120_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it opened.
    await starting?.catch(() => undefined);
    await sql?.close();
    await database?.dispose();
  }, 60_000);

  it('stores a new match and fetches exactly the fields asked for', async () => {
    await storage.createMatch('m-create', { initialState: state(0, empty()), metadata: metadata() });
    const all = await storage.fetch('m-create', { state: true, initialState: true, metadata: true, log: true });
    expect(all.state).toEqual(state(0, empty()));
    expect(all.initialState).toEqual(state(0, empty()));
    expect(all.metadata).toEqual(metadata());
    expect(all.log).toEqual([]);
    expect(Object.keys(await storage.fetch('m-create', { metadata: true }))).toEqual(['metadata']);
    expect(Object.keys(all.state!.G)).toEqual(['cells', 'zebra', 'apple']);
  });

  it('returns nothing for an unknown match', async () => {
    expect(await storage.fetch('nope', { state: true, metadata: true, log: true, initialState: true })).toEqual({});
    expect(await storage.exists('nope')).toBe(false);
  });

  it('moves a match forward and appends each deltalog in order', async () => {
    await storage.createMatch('m-forward', { initialState: state(0, empty()), metadata: metadata() });
    const one = ['0', ...empty().slice(1)];
    const two = ['0', '1', ...empty().slice(2)];
    expect(await storage.writeState('m-forward', state(1, one), [entry(1)])).toBe('written');
    await storage.setState('m-forward', state(2, two), [entry(2)]);
    const fetched = await storage.fetch('m-forward', { state: true, initialState: true, log: true });
    expect(fetched.state).toEqual(state(2, two));
    expect(fetched.initialState).toEqual(state(0, empty()));
    expect(fetched.log).toEqual([entry(1), entry(2)]);
  });

  it('refuses a state that is not newer than the stored one and leaves the match unchanged', async () => {
    await storage.createMatch('m-stale', { initialState: state(0, empty()), metadata: metadata() });
    const one = ['0', ...empty().slice(1)];
    expect(await storage.writeState('m-stale', state(1, one), [entry(1)])).toBe('written');
    expect(await storage.writeState('m-stale', state(1, ['1', ...empty().slice(1)]), [entry(1)])).toBe('stale');
    expect(await storage.writeState('m-stale', state(0, empty()), [])).toBe('stale');
    const fetched = await storage.fetch('m-stale', { state: true, log: true });
    expect(fetched.state).toEqual(state(1, one));
    expect(fetched.log).toEqual([entry(1)]);
    expect(await storage.writeState('m-missing', state(1, one), [])).toBe('missing');
  });

  it('gives a lone write the outcome of a batched one, by its own statement', async () => {
    const { counting, statements } = countingStorage();
    await storage.createMatch('m-lone', { initialState: state(0, empty()), metadata: metadata() });
    expect(await counting.writeState('m-lone', state(1, empty(), { winner: '0' }), [entry(1)])).toBe('written');
    expect(await counting.writeState('m-lone', state(1, empty()), [entry(1)])).toBe('stale');
    expect(await counting.writeState('m-lone-missing', state(1, empty()), [entry(1)])).toBe('missing');
    // A lone metadata write without the game over keeps the one recorded and the later update
    // time (the move's), as a batched write does.
    const moved = (await counting.fetch('m-lone', { metadata: true })).metadata!.updatedAt;
    statements.length = 0;
    await counting.setMetadata('m-lone', metadata({ setupData: { size: 4 }, updatedAt: 5000 }));
    expect(statements).toEqual(['tabula_set_metadata_v2']);
    const fetched = await storage.fetch('m-lone', { state: true, log: true, metadata: true });
    expect(fetched.state).toEqual(state(1, empty(), { winner: '0' }));
    expect(fetched.log).toEqual([entry(1)]);
    expect(fetched.metadata).toEqual(metadata({ setupData: { size: 4 }, updatedAt: moved, gameover: { winner: '0' } }));
  });

  it('lets exactly one of several racing writers of the same move win', async () => {
    await storage.createMatch('m-race', { initialState: state(0, empty()), metadata: metadata() });
    const boards = Array.from({ length: 6 }, (_, cell) => {
      const cells = empty();
      cells[cell] = '0';
      return cells;
    });
    const outcomes = await Promise.all(boards.map((cells) => storage.writeState('m-race', state(1, cells), [entry(1)])));
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'stale')).toHaveLength(5);
    const fetched = await storage.fetch('m-race', { state: true, log: true });
    expect(fetched.state).toEqual(state(1, boards[outcomes.indexOf('written')]!));
    expect(fetched.log).toHaveLength(1);
  });

  it('remembers the outcome of a write for the broadcast that waits on it', async () => {
    await storage.createMatch('m-outcome', { initialState: state(0, empty()), metadata: metadata() });
    const pending = storage.writeState('m-outcome', state(1, ['0', ...empty().slice(1)]), []);
    expect(storage.outcome('m-outcome', 1)).toBe(pending);
    expect(await storage.outcome('m-outcome', 1)).toBe('written');
    expect(storage.outcome('m-outcome', 2)).toBeUndefined();
  });

  it('updates metadata but never forgets a recorded game over', async () => {
    await storage.createMatch('m-meta', { initialState: state(0, empty()), metadata: metadata() });
    const joined = metadata({ players: { 0: { id: 0, name: 'Ana', credentials: 'a' }, 1: { id: 1 } }, updatedAt: 2000 });
    await storage.setMetadata('m-meta', joined);
    expect((await storage.fetch('m-meta', { metadata: true })).metadata).toEqual(joined);
    await storage.setMetadata('m-meta', { ...joined, gameover: { winner: '0' }, updatedAt: 3000 });
    // A connection change computed from metadata read before the game ended.
    await storage.setMetadata('m-meta', { ...joined, updatedAt: 2500 });
    const { metadata: after } = await storage.fetch('m-meta', { metadata: true });
    expect(after!.gameover).toEqual({ winner: '0' });
  });

  it('lists matches by game, game over and update time', async () => {
    await storage.createMatch('l-a', {
      initialState: state(0, empty()),
      metadata: metadata({ gameName: 'listgame', updatedAt: 10 }),
    });
    await storage.createMatch('l-b', {
      initialState: state(0, empty()),
      metadata: metadata({ gameName: 'listgame', updatedAt: 20 }),
    });
    await storage.createMatch('l-c', {
      initialState: state(0, empty()),
      metadata: metadata({ gameName: 'othergame', updatedAt: 30 }),
    });
    await storage.writeState('l-b', state(1, empty(), { draw: true }), []);
    expect(await storage.listMatches({ gameName: 'listgame' })).toEqual(['l-a', 'l-b']);
    expect(await storage.listMatches({ gameName: 'listgame', where: { isGameover: true } })).toEqual(['l-b']);
    expect(await storage.listMatches({ gameName: 'listgame', where: { isGameover: false } })).toEqual(['l-a']);
    expect(await storage.listMatches({ gameName: 'listgame', where: { updatedAfter: 15 } })).toEqual(['l-b']);
    expect(await storage.listMatches({ gameName: 'listgame', where: { updatedBefore: 15 } })).toEqual(['l-a']);
    expect(await storage.listMatches()).toEqual(expect.arrayContaining(['l-a', 'l-b', 'l-c']));
  });

  it('wipes a match with its log', async () => {
    await storage.createMatch('m-wipe', { initialState: state(0, empty()), metadata: metadata() });
    await storage.writeState('m-wipe', state(1, empty()), [entry(1)]);
    await storage.wipe('m-wipe');
    expect(await storage.fetch('m-wipe', { state: true, log: true, metadata: true })).toEqual({});
    expect(await sql.query('SELECT 1 FROM bgio_logs WHERE match_id = $1', ['m-wipe'])).toEqual([]);
  });

  it('keeps every committed write after the database is closed and reopened', async () => {
    await storage.createMatch('m-durable', { initialState: state(0, empty()), metadata: metadata() });
    await storage.writeState('m-durable', state(1, ['0', ...empty().slice(1)]), [entry(1)]);
    await sql.close();
    sql = await database.open();
    await migrate(sql); // idempotent on existing tables
    storage = new SqlStorage(sql);
    const fetched = await storage.fetch('m-durable', { state: true, log: true, metadata: true });
    expect(fetched.state).toEqual(state(1, ['0', ...empty().slice(1)]));
    expect(fetched.log).toEqual([entry(1)]);
    expect(fetched.metadata).toEqual({ ...metadata(), updatedAt: expect.any(Number) });
  });

  it("records a move's update time and game over for the lobby without a metadata write", async () => {
    await storage.createMatch('m-updated', { initialState: state(0, empty()), metadata: metadata() });
    const before = Date.now();
    await storage.writeState('m-updated', state(1, empty(), { winner: '0' }), [entry(1)]);
    const { metadata: after } = await storage.fetch('m-updated', { metadata: true });
    expect(after).toEqual({ ...metadata(), gameover: { winner: '0' }, updatedAt: expect.any(Number) });
    expect(after!.updatedAt).toBeGreaterThanOrEqual(before);
    expect(await storage.listMatches({ gameName: 'tictactoe', where: { updatedAfter: before - 1 } })).toContain('m-updated');
  });

  /** A second storage on the same database that records the statements it sends. */
  function countingStorage() {
    const statements: string[] = [];
    const counting = new SqlStorage({
      query: (statement, params) => {
        statements.push(typeof statement === 'string' ? statement : statement.name);
        return sql.query(statement, params);
      },
      exec: (script) => sql.exec(script),
      close: async () => undefined,
    });
    return { counting, statements };
  }

  it('commits the writes of many matches that arrive together in a few round trips, each with its own outcome', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `m-group-${i}`);
    for (const id of ids) await storage.createMatch(id, { initialState: state(0, empty()), metadata: metadata() });
    await storage.writeState(ids[7]!, state(3, empty()), [entry(3)]);
    const { counting, statements } = countingStorage();
    const outcomes = await Promise.all([
      ...ids.map((id) => counting.writeState(id, state(1, ['0', ...empty().slice(1)]), [entry(1)])),
      counting.writeState('m-group-none', state(1, empty()), [entry(1)]),
    ]);
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(39);
    expect(outcomes[7]).toBe('stale');
    expect(outcomes[40]).toBe('missing');
    expect(statements.length).toBeLessThanOrEqual(2);
    const [stale, written] = await Promise.all([
      storage.fetch(ids[7]!, { state: true, log: true }),
      storage.fetch(ids[8]!, { state: true, log: true }),
    ]);
    expect(stale.state!._stateID).toBe(3);
    expect(stale.log).toEqual([entry(3)]);
    expect(written.state).toEqual(state(1, ['0', ...empty().slice(1)]));
    expect(written.log).toEqual([entry(1)]);
  });

  it("keeps the order of one match's writes that arrive together", async () => {
    await storage.createMatch('m-order', { initialState: state(0, empty()), metadata: metadata() });
    const outcomes = await Promise.all(
      [1, 2, 3].map((stateID) => storage.writeState('m-order', state(stateID, empty()), [entry(stateID)])),
    );
    expect(outcomes).toEqual(['written', 'written', 'written']);
    const fetched = await storage.fetch('m-order', { state: true, log: true });
    expect(fetched.state!._stateID).toBe(3);
    expect(fetched.log).toEqual([entry(1), entry(2), entry(3)]);
  });

  it('fails every write of a batch whose transaction fails, and applies none of it', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    await storage.createMatch('m-fail-a', { initialState: state(0, empty()), metadata: metadata() });
    await storage.createMatch('m-fail-b', { initialState: state(0, empty()), metadata: metadata() });
    const outcomes = await Promise.all([
      storage.writeState('m-fail-a', state(1, empty()), [entry(1)]),
      // A state id beyond the column's range: the database refuses the whole statement.
      storage.writeState('m-fail-b', state(2 ** 31, empty()), [entry(1)]),
    ]);
    expect(outcomes).toEqual(['failed', 'failed']);
    const fetched = await storage.fetch('m-fail-a', { state: true, log: true });
    expect(fetched.state!._stateID).toBe(0);
    expect(fetched.log).toEqual([]);
  });

  it('creates many matches and writes their metadata in few statements, refusing a taken id alone', async () => {
    await storage.createMatch('m-taken', { initialState: state(0, empty()), metadata: metadata() });
    const { counting, statements } = countingStorage();
    const ids = Array.from({ length: 20 }, (_, i) => `m-batch-${i}`);
    const created = await Promise.allSettled([
      ...ids.map((id) => counting.createMatch(id, { initialState: state(0, empty()), metadata: metadata() })),
      counting.createMatch('m-taken', { initialState: state(5, empty()), metadata: metadata({ unlisted: true }) }),
    ]);
    expect(created.slice(0, 20).every((c) => c.status === 'fulfilled')).toBe(true);
    expect(created[20]!.status).toBe('rejected');
    const joined = (id: number) => metadata({ players: { 0: { id: 0, name: `p${id}` }, 1: { id: 1 } } });
    await Promise.all(ids.map((id, i) => counting.setMetadata(id, joined(i))));
    expect(statements.length).toBeLessThanOrEqual(4);
    for (const [i, id] of ids.entries()) expect((await storage.fetch(id, { metadata: true })).metadata).toEqual(joined(i));
    expect((await storage.fetch('m-taken', { state: true, metadata: true })).state!._stateID).toBe(0);
  });

  it('tells of each match it created, and not of a refused one', async () => {
    const created: [string, string][] = [];
    const telling = new SqlStorage(
      {
        query: (statement, params) => sql.query(statement, params),
        exec: (script) => sql.exec(script),
        close: async () => undefined,
      },
      (matchID, gameName) => created.push([matchID, gameName]),
    );
    await telling.createMatch('m-told', { initialState: state(0, empty()), metadata: metadata({ gameName: 'chess' }) });
    await expect(telling.createMatch('m-told', { initialState: state(0, empty()), metadata: metadata() })).rejects.toThrow();
    expect(created).toEqual([['m-told', 'chess']]);
  });

  it("keeps the order of one match's metadata writes that arrive together", async () => {
    await storage.createMatch('m-meta-order', { initialState: state(0, empty()), metadata: metadata() });
    const seat = (connected: boolean) => metadata({ players: { 0: { id: 0, name: 'a', isConnected: connected }, 1: { id: 1 } } });
    await Promise.all([seat(true), seat(false), seat(true), seat(false)].map((m) => storage.setMetadata('m-meta-order', m)));
    expect((await storage.fetch('m-meta-order', { metadata: true })).metadata).toEqual(seat(false));
  });

  it('reports a failed metadata batch to every caller in it and applies none of it', async () => {
    await storage.createMatch('m-meta-fail-a', { initialState: state(0, empty()), metadata: metadata() });
    await storage.createMatch('m-meta-fail-b', { initialState: state(0, empty()), metadata: metadata() });
    const written = await Promise.allSettled([
      storage.setMetadata('m-meta-fail-a', metadata({ unlisted: true })),
      // An update time beyond the column's range: the database refuses the whole statement.
      storage.setMetadata('m-meta-fail-b', metadata({ updatedAt: 1e19 })),
    ]);
    expect(written.map((w) => w.status)).toEqual(['rejected', 'rejected']);
    expect((await storage.fetch('m-meta-fail-a', { metadata: true })).metadata).toEqual(metadata());
  });

  it("reads everything a sync needs, and other matches' plain reads, in one statement", async () => {
    await storage.createMatch('m-sync', { initialState: state(0, empty()), metadata: metadata() });
    await storage.writeState('m-sync', state(1, empty()), [entry(1)]);
    await storage.writeState('m-sync', state(2, empty()), [entry(2), entry(2)]);
    const { counting, statements } = countingStorage();
    const all = { state: true, metadata: true, log: true, initialState: true } as const;
    const [synced, fresh, unknown, plain] = await Promise.all([
      counting.fetch('m-sync', all),
      counting.fetch('m-taken', all),
      counting.fetch('m-sync-none', all),
      counting.fetch('m-meta-order', { state: true, metadata: true }),
    ]);
    expect(statements).toHaveLength(1);
    expect(Object.keys(plain).sort()).toEqual(['metadata', 'state']);
    expect(synced).toEqual({
      state: state(2, empty()),
      metadata: { ...metadata(), updatedAt: expect.any(Number) },
      log: [entry(1), entry(2), entry(2)],
      initialState: state(0, empty()),
    });
    expect(fresh.log).toEqual([]);
    expect(unknown).toEqual({});
  });

  describe('the copy of each match a move reads', () => {
    const seated = metadata({ players: { 0: { id: 0, credentials: 'c0' }, 1: { id: 1, credentials: 'c1' } } });
    const move = { state: true, metadata: true } as const;

    it("answers a move's read without the database once every seat has joined, with this server's last write", async () => {
      const { counting, statements } = countingStorage();
      await counting.createMatch('m-copy', { initialState: state(0, empty()), metadata: metadata() });
      await counting.setMetadata('m-copy', seated);
      statements.length = 0;
      expect(await counting.fetch('m-copy', move)).toEqual({ state: state(0, empty()), metadata: seated });
      expect(await counting.writeState('m-copy', state(1, ['0', ...empty().slice(1)]), [entry(1)])).toBe('written');
      const after = await counting.fetch('m-copy', move);
      expect(after.state).toEqual(state(1, ['0', ...empty().slice(1)]));
      expect(after.metadata).toEqual({ ...seated, updatedAt: expect.any(Number) });
      expect(statements).toEqual(['tabula_write_state_v1']);
      // Each read is a fresh object, as a database read would be: rules that change it change no copy.
      after.state!.G.cells[4] = 'x';
      expect((await counting.fetch('m-copy', move)).state!.G.cells[4]).toBeNull();
    });

    it("answers each seat's first sync without the database, and reads the log once a move is made", async () => {
      const { counting, statements } = countingStorage();
      const sync = { state: true, metadata: true, log: true, initialState: true } as const;
      await counting.createMatch('m-copy-sync', { initialState: state(0, empty()), metadata: metadata() });
      await counting.setMetadata('m-copy-sync', seated);
      statements.length = 0;
      expect(await counting.fetch('m-copy-sync', sync)).toEqual({
        state: state(0, empty()),
        metadata: seated,
        log: [],
        initialState: state(0, empty()),
      });
      expect(statements).toEqual([]);
      await counting.writeState('m-copy-sync', state(1, ['0', ...empty().slice(1)]), [entry(1)]);
      statements.length = 0;
      const later = await counting.fetch('m-copy-sync', sync);
      expect(later.log).toEqual([entry(1)]);
      expect(later.initialState).toEqual(state(0, empty()));
      expect(statements).toEqual(['tabula_read_matches_v3']);
    });

    it('reads the database for a sync while a seat has not joined, or when a move was made elsewhere', async () => {
      const { counting, statements } = countingStorage();
      const sync = { state: true, metadata: true, log: true, initialState: true } as const;
      await counting.createMatch('m-copy-sync-half', { initialState: state(0, empty()), metadata: metadata() });
      statements.length = 0;
      await counting.fetch('m-copy-sync-half', sync);
      expect(statements).toEqual(['tabula_read_matches_v3']);
      await counting.setMetadata('m-copy-sync-half', seated);
      // Another game server moves the match; the client names the new state, so the copy is outdated.
      await storage.writeState('m-copy-sync-half', state(1, empty()), [entry(1)]);
      counting.clientNamedState('m-copy-sync-half', 1);
      statements.length = 0;
      expect((await counting.fetch('m-copy-sync-half', sync)).log).toEqual([entry(1)]);
      expect(statements).toEqual(['tabula_read_matches_v3']);
    });

    it("answers a join's read from the copy, and writes what was read only if nobody changed it meanwhile", async () => {
      const { counting, statements } = countingStorage();
      await counting.createMatch('m-copy-cas', { initialState: state(0, empty()), metadata: metadata() });
      statements.length = 0;
      const join = async (seat: 0 | 1, credentials: string) => {
        const read = (await counting.fetch('m-copy-cas', { metadata: true })).metadata!;
        read.players[seat] = { id: seat, name: `p${seat}`, credentials };
        return read;
      };
      // Two joins made from the same read: the first is written, the second would undo it.
      const [first, second] = [await join(0, 'c0'), await join(1, 'c1')];
      expect(statements).toEqual([]);
      await counting.setMetadata('m-copy-cas', first);
      await expect(counting.setMetadata('m-copy-cas', second)).rejects.toThrow(/changed since it was read/);
      // Another game server lets seat 1 join: a join made here from the older copy is refused too.
      const stale = await join(1, 'c1-here');
      const elsewhere = (await storage.fetch('m-copy-cas', { metadata: true })).metadata!;
      elsewhere.players[1] = { id: 1, name: 'there', credentials: 'c1-there' };
      await storage.setMetadata('m-copy-cas', elsewhere);
      await expect(counting.setMetadata('m-copy-cas', stale)).rejects.toThrow(/changed since it was read/);
      const stored = (await storage.fetch('m-copy-cas', { metadata: true, state: true })).metadata!;
      expect(stored.players[0]!.credentials).toBe('c0');
      expect(stored.players[1]!.credentials).toBe('c1-there');
      // The refused write dropped the copy: the next join reads the stored metadata.
      statements.length = 0;
      expect((await join(1, 'again')).players[0]!.credentials).toBe('c0');
      expect(statements).toEqual(['tabula_read_matches_v3']);
    });

    it('reads the database while a seat has not joined, so credentials given elsewhere are seen', async () => {
      const { counting, statements } = countingStorage();
      await counting.createMatch('m-copy-join', { initialState: state(0, empty()), metadata: metadata() });
      const halfJoined = metadata({ players: { 0: { id: 0, credentials: 'c0' }, 1: { id: 1 } } });
      await counting.setMetadata('m-copy-join', halfJoined);
      // Another game server on the same database lets seat 1 join.
      await storage.setMetadata('m-copy-join', seated);
      statements.length = 0;
      expect((await counting.fetch('m-copy-join', move)).metadata).toEqual(seated);
      expect(statements).toEqual(['tabula_read_matches_v3']);
    });

    it('drops a copy another server has overtaken: its move is refused, the next read sees the stored state', async () => {
      const { counting: here } = countingStorage();
      const { counting: there } = countingStorage();
      await here.createMatch('m-copy-race', { initialState: state(0, empty()), metadata: seated });
      await here.setMetadata('m-copy-race', seated);
      await there.writeState('m-copy-race', state(1, ['1', ...empty().slice(1)]), [entry(1)]);
      expect((await here.fetch('m-copy-race', move)).state!._stateID).toBe(0);
      expect(await here.writeState('m-copy-race', state(1, ['0', ...empty().slice(1)]), [entry(1)])).toBe('stale');
      expect((await here.fetch('m-copy-race', move)).state).toEqual(state(1, ['1', ...empty().slice(1)]));
    });

    it('drops a copy when a client names a newer state than it holds', async () => {
      const { counting: here } = countingStorage();
      await here.createMatch('m-copy-named', { initialState: state(0, empty()), metadata: seated });
      await here.setMetadata('m-copy-named', seated);
      await storage.writeState('m-copy-named', state(1, empty()), [entry(1)]);
      here.clientNamedState('m-copy-named', 0);
      expect((await here.fetch('m-copy-named', move)).state!._stateID).toBe(0);
      here.clientNamedState('m-copy-named', 1);
      expect((await here.fetch('m-copy-named', move)).state!._stateID).toBe(1);
    });

    it('does not keep a read that a write of the same match overtook', async () => {
      const { counting, statements } = countingStorage();
      await storage.createMatch('m-copy-overtaken', { initialState: state(0, empty()), metadata: seated });
      // The read goes out first; the write begins before its answer is back.
      const read = counting.fetch('m-copy-overtaken', move);
      const written = counting.writeState('m-copy-overtaken', state(1, empty()), [entry(1)]);
      expect((await read).state!._stateID).toBe(0);
      expect(await written).toBe('written');
      statements.length = 0;
      expect((await counting.fetch('m-copy-overtaken', move)).state!._stateID).toBe(1);
      expect(statements).toEqual(['tabula_read_matches_v3']);
      expect((await counting.fetch('m-copy-overtaken', move)).state!._stateID).toBe(1);
      expect(statements).toHaveLength(1);
    });

    it('forgets a wiped match', async () => {
      const { counting } = countingStorage();
      await counting.createMatch('m-copy-wiped', { initialState: state(0, empty()), metadata: seated });
      await counting.setMetadata('m-copy-wiped', seated);
      await counting.wipe('m-copy-wiped');
      expect(await counting.fetch('m-copy-wiped', move)).toEqual({});
      expect(await counting.exists('m-copy-wiped')).toBe(false);
    });
  });

  it('plans each prepared statement once (PostgreSQL re-plans array parameters at every run by default)', async () => {
    expect(await sql.query('SHOW plan_cache_mode')).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
  });

  it('indexes no column a move changes, so that a move rewrites no index entry (also on a database made before)', async () => {
    // The index of earlier versions, on the update time every move changes.
    await sql.exec('CREATE INDEX IF NOT EXISTS bgio_matches_game_updated ON bgio_matches (game_name, updated_at)');
    await migrate(sql);
    const indexes = await sql.query<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE tablename = 'bgio_matches'");
    expect(indexes.map((index) => index.indexdef)).toEqual([
      expect.stringMatching(/UNIQUE INDEX bgio_matches_pkey .*\(match_id\)$/),
    ]);
    const [table] = await sql.query<{ reloptions: string[] | string }>(
      "SELECT reloptions FROM pg_class WHERE relname = 'bgio_matches'",
    );
    expect(String(table!.reloptions)).toContain('fillfactor=80');
  });

  it('answers the readiness ping', async () => {
    expect(await storage.ping()).toBe(true);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('migrate on PostgreSQL', () => {
    it('can run from several servers starting at once', async () => {
      const [kind] = testDatabaseKinds().filter((k) => k.name === 'PostgreSQL');
      const database = await kind!.create();
      const connections = await Promise.all([database.open(), database.open(), database.open()]);
      await Promise.all(connections.map((c) => migrate(c)));
      const tables = await connections[0]!.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'bgio_%' ORDER BY table_name",
      );
      expect(tables.map((t) => t.table_name)).toEqual(['bgio_logs', 'bgio_matches']);
      await Promise.all(connections.map((c) => c.close()));
      await database.dispose();
    });
  });
}
