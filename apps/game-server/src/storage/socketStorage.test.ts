import type { Server, State } from 'boardgame.io';
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

  it('does not rewrite the metadata on a move, but writes a connection change', async () => {
    const { stored, storage } = memoryStorage(metadata, InitializeGame({ game: tictactoe, numPlayers: 2 }));
    const master = new Master(tictactoe, new SocketStorage(storage), transport as never, undefined);
    const move = { type: 'MAKE_MOVE', payload: { type: 'markCell', args: [4], playerID: '0' } };
    await master.onUpdate(move as never, 0, 'm1', '0');
    expect(stored.state._stateID).toBe(1);
    expect(stored.metadataWrites).toEqual([]);
    expect(stored.reads).toBe(1); // metadata and state at once
    await master.onConnectionChange('m1', '1', 'b', true);
    expect(stored.metadataWrites).toHaveLength(1);
    expect(stored.metadata.players[1]!.isConnected).toBe(true);
  });

  it('writes nothing when a connection change changes nothing, and writes the next real change', async () => {
    const connected = { ...players, 0: { ...players[0], isConnected: true } };
    const { stored, storage } = memoryStorage(
      { ...metadata, players: connected },
      InitializeGame({ game: tictactoe, numPlayers: 2 }),
    );
    const master = new Master(tictactoe, new SocketStorage(storage), transport as never, undefined);
    await master.onConnectionChange('m1', '0', 'a', true); // a second tab of seat 0
    expect(stored.metadataWrites).toEqual([]);
    await master.onConnectionChange('m1', '0', 'a', false);
    expect(stored.metadataWrites).toHaveLength(1);
    expect(stored.metadata.players[0]!.isConnected).toBe(false);
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
});
