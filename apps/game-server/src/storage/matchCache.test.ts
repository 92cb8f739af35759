import { MatchCache, type MatchRow } from './matchCache';

const row = (stateID: number, size = 10): MatchRow => ({
  game_name: 'tictactoe',
  state: `{"_stateID":${stateID},"pad":"${'x'.repeat(size)}"}`,
  state_id: stateID,
  metadata: '{}',
  gameover: null,
  updated_at: 1,
});

/** Caches `row` for `matchID` as a read with no write under way would. */
function read(cache: MatchCache, matchID: string, value = row(0)) {
  cache.readBegins(matchID)(value, () => true);
}

describe('MatchCache', () => {
  it('stays within its size, forgetting the least recently used matches first', () => {
    const one = row(0).state!.length + 2;
    const cache = new MatchCache(one * 3);
    for (const id of ['a', 'b', 'c']) read(cache, id);
    expect(cache.get('a', true)).toBeDefined();
    read(cache, 'd');
    expect(cache.size()).toEqual({ matches: 3, bytes: one * 3 });
    expect(cache.get('b', true)).toBeUndefined();
    expect(['a', 'c', 'd'].every((id) => cache.get(id, true))).toBe(true);
    read(cache, 'huge', row(0, one * 4));
    expect(cache.get('huge', false)).toBeUndefined();
  });

  it('applies a committed state write and drops the copy on a refused one', () => {
    const cache = new MatchCache();
    read(cache, 'm');
    cache.writeBegins('m')({ kind: 'state', state: '{"_stateID":1}', stateID: 1, gameover: '{"winner":"0"}', updatedAt: 5 });
    expect(cache.get('m', true)).toMatchObject({
      state: '{"_stateID":1}',
      state_id: 1,
      gameover: '{"winner":"0"}',
      updated_at: 5,
    });
    cache.writeBegins('m')();
    expect(cache.get('m', false)).toBeUndefined();
  });

  it('keeps a read only when no write of its match was under way while it ran', () => {
    const cache = new MatchCache();
    const writeDone = cache.writeBegins('m');
    cache.readBegins('m')(row(0), () => true);
    writeDone({ kind: 'state', state: '{"_stateID":1}', stateID: 1, gameover: null, updatedAt: 2 });
    expect(cache.get('m', false)).toBeUndefined();
    read(cache, 'm', row(1));
    expect(cache.get('m', false)?.state_id).toBe(1);
  });

  it('serves metadata for credential checks only once every seat has joined', () => {
    const cache = new MatchCache();
    cache.readBegins('m')(row(0), () => false);
    expect(cache.get('m', true)).toBeUndefined();
    expect(cache.get('m', false)?.state_id).toBe(0);
  });

  it("answers a sync only while the match's log is known to be empty", () => {
    const cache = new MatchCache();
    cache.created('m', row(0));
    expect(cache.getWhole('m')).toBeUndefined(); // nobody has joined
    cache.writeBegins('m')({ kind: 'metadata', metadata: '{"seated":true}', seated: true, gameover: null, updatedAt: 2 });
    expect(cache.getWhole('m')).toMatchObject({ initial_state: row(0).state, state: row(0).state, log: null });
    cache.writeBegins('m')({ kind: 'state', state: '{"_stateID":1}', stateID: 1, gameover: null, updatedAt: 3 });
    expect(cache.getWhole('m')).toBeUndefined();
    expect(cache.get('m', true)?.state_id).toBe(1);
    // A join's read (no log asked for) at the same state keeps what the copy knew.
    cache.created('j', row(0));
    cache.readBegins('j')(row(0), () => true);
    expect(cache.getWhole('j')?.initial_state).toBe(row(0).state);
    cache.readBegins('j')(row(1), () => true);
    expect(cache.getWhole('j')).toBeUndefined();
    // Read in full: kept for syncs only when it had no log.
    cache.readBegins('n')({ ...row(0), initial_state: row(0).state, log: null }, () => true);
    cache.readBegins('o')({ ...row(1), initial_state: row(0).state, log: '[]' }, () => true);
    expect(cache.getWhole('n')?.initial_state).toBe(row(0).state);
    expect(cache.getWhole('o')).toBeUndefined();
  });
});
