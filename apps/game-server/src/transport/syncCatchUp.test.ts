import type { State } from 'boardgame.io';
import { secretGame } from '../testing/secretGame';
import { catchUpAfterSyncs, type SyncingServer } from './syncCatchUp';

type Listener = (...args: unknown[]) => void;

/** One socket of a fake socket.io namespace: what it was sent, and a way to receive a sync. */
function fakeSocketServer() {
  let onConnection: (socket: never) => void = () => undefined;
  const io: SyncingServer = { of: () => ({ on: (_event, listener) => (onConnection = listener as never) }) };
  const connect = () => {
    const sent: Array<{ event: string; args: unknown[] }> = [];
    const listeners: Listener[] = [];
    const socket = {
      connected: true,
      on: (_event: 'sync', listener: Listener) => listeners.push(listener),
      emit: (event: string, ...args: unknown[]) => sent.push({ event, args }) > 0,
    };
    onConnection(socket as never);
    return {
      socket,
      sent,
      /** The client's sync packet, then boardgame.io's answer carrying `answered`. */
      sync(matchID: string, playerID: string | null, answered: State) {
        for (const listener of listeners) listener(matchID, playerID);
        socket.emit('sync', matchID, { state: answered, log: [] });
      },
    };
  };
  return { io, connect };
}

const stateAt = (stateID: number): State =>
  ({
    G: { start: 100, secrets: { '0': 100, '1': 101 } },
    ctx: { numPlayers: 2, playOrder: ['0', '1'], currentPlayer: '0', turn: stateID, phase: null, activePlayers: null },
    plugins: {},
    _undo: [],
    _redo: [],
    _stateID: stateID,
  }) as unknown as State;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('catchUpAfterSyncs', () => {
  it("sends a seat that synced the newer committed state, through that seat's view", async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(5));
    const seat = connect();
    seat.sync('m1', '1', stateAt(4));
    await nextTurn();
    await nextTurn();
    const update = seat.sent.find((message) => message.event === 'update');
    expect(update?.args[0]).toBe('m1');
    const state = update?.args[1] as State<{ secrets: Record<string, number> }>;
    expect(state._stateID).toBe(5);
    expect(state.G.secrets).toEqual({ '1': 101 });
  });

  it('sends nothing more when the answer was the latest state, or the socket has gone', async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(4));
    const current = connect();
    current.sync('m1', '0', stateAt(4));
    const gone = connect();
    gone.sync('m1', '0', stateAt(3));
    gone.socket.connected = false;
    await nextTurn();
    await nextTurn();
    expect(current.sent.map((message) => message.event)).toEqual(['sync']);
    expect(gone.sent.map((message) => message.event)).toEqual(['sync']);
  });
});
