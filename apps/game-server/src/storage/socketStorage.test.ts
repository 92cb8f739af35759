import type { Server, State, StorageAPI } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { InitializeGame } from 'boardgame.io/internal';
import { game as tictactoe } from '@games/tictactoe/game';
import type { SqlStorage } from './SqlStorage';
import { SocketStorage } from './socketStorage';

/** The part of SqlStorage that boardgame.io's master reaches through SocketStorage, in memory. */
function memoryStorage(metadata: Server.MatchData, state: State) {
  const stored = { metadata, state, metadataWrites: [] as Server.MatchData[], reads: 0 };
  const storage = {
    async fetch() {
      stored.reads += 1;
      return { metadata: structuredClone(stored.metadata), state: structuredClone(stored.state) };
    },
    async writeState(_matchID: string, next: State) {
      stored.state = next;
      return 'written';
    },
    async setMetadata(_matchID: string, next: Server.MatchData) {
      stored.metadataWrites.push(next);
      stored.metadata = next;
    },
  };
  return { stored, storage: storage as unknown as SqlStorage };
}

describe('the storage behind the sockets', () => {
  const players = { 0: { id: 0, name: 'Ana', credentials: 'a' }, 1: { id: 1, name: 'Bo', credentials: 'b' } };
  const metadata: Server.MatchData = { gameName: 'tictactoe', players, createdAt: 1, updatedAt: 1 };
  const transport = { send: () => undefined, sendAll: () => undefined };

  it('rewrites no metadata on a move, and writes no connection change, which later reads still see', async () => {
    const { stored, storage } = memoryStorage(metadata, InitializeGame({ game: tictactoe, numPlayers: 2 }));
    const sockets = new SocketStorage(storage);
    const master = new Master(tictactoe, sockets, transport as never, undefined);
    const move = { type: 'MAKE_MOVE', payload: { type: 'markCell', args: [4], playerID: '0' } };
    await master.onUpdate(move as never, 0, 'm1', '0');
    expect(stored.state._stateID).toBe(1);
    expect(stored.reads).toBe(1); // metadata and state at once
    await master.onConnectionChange('m1', '1', 'b', true);
    await master.onConnectionChange('m1', '0', 'a', true);
    await master.onConnectionChange('m1', '1', 'b', false);
    expect(stored.metadataWrites).toEqual([]);
    const seen = async (opts: StorageAPI.FetchOpts) =>
      ((await sockets.fetch('m1', opts)) as Partial<StorageAPI.FetchFields>).metadata!.players;
    // A move's read and a sync's read both carry who is connected.
    expect(await seen({ metadata: true })).toMatchObject({ 0: { isConnected: true }, 1: { isConnected: false } });
    expect(await seen({ metadata: true, state: true, log: true, initialState: true })).toMatchObject({
      0: { isConnected: true },
      1: { isConnected: false },
    });
    // Another match is not touched.
    expect((await sockets.fetch('m2', { metadata: true })).metadata?.players[0]?.isConnected).toBeUndefined();
  });

  it('keeps both seats connected when they connect at the same moment', async () => {
    const { storage } = memoryStorage(metadata, InitializeGame({ game: tictactoe, numPlayers: 2 }));
    const sockets = new SocketStorage(storage);
    const master = new Master(tictactoe, sockets, transport as never, undefined);
    await Promise.all([master.onConnectionChange('m1', '0', 'a', true), master.onConnectionChange('m1', '1', 'b', true)]);
    expect((await sockets.fetch('m1', { metadata: true })).metadata!.players).toMatchObject({
      0: { isConnected: true },
      1: { isConnected: true },
    });
  });

  it('writes no connection change of a finished match, but still tells its clients', async () => {
    const over = { ...metadata, gameover: { winner: '0' } };
    const { stored, storage } = memoryStorage(over, InitializeGame({ game: tictactoe, numPlayers: 2 }));
    const sent: unknown[] = [];
    const telling = { send: () => undefined, sendAll: (payload: unknown) => sent.push(payload) };
    const master = new Master(tictactoe, new SocketStorage(storage), telling as never, undefined);
    await master.onConnectionChange('m1', '0', 'a', false);
    expect(stored.metadataWrites).toEqual([]);
    expect(JSON.stringify(sent)).toContain('"isConnected":false');
  });

  it('reads the log and first state for a sync only once the match is over and its clients replay it', async () => {
    const asked: StorageAPI.FetchOpts[] = [];
    const recording = (state: State) =>
      ({
        async fetch(_matchID: string, opts: StorageAPI.FetchOpts) {
          asked.push(opts);
          return { metadata: structuredClone(metadata), state: structuredClone(state) };
        },
      }) as unknown as SqlStorage;
    const sync = { state: true, metadata: true, log: true, initialState: true };
    const start = InitializeGame({ game: tictactoe, numPlayers: 2 });
    const over = { ...start, ctx: { ...start.ctx, gameover: { winner: '0' } } };
    const replayed = (state: State, replays: boolean) =>
      new SocketStorage(recording(state), { sendsLog: () => false, replaysWhenOver: () => replays }).fetch('m1', sync);

    await replayed(start, true);
    expect(asked).toEqual([{ state: true, metadata: true, log: false }]);
    asked.length = 0;
    await replayed(over, false);
    expect(asked).toEqual([{ state: true, metadata: true, log: false }]);
    asked.length = 0;
    await replayed(over, true);
    expect(asked).toEqual([{ state: true, metadata: true, log: false }, sync]);
  });
});
