import type { State } from 'boardgame.io';
import { ProcessGameConfig } from 'boardgame.io/internal';
import { SocketIO } from 'boardgame.io/server';
import { secretGame } from '../testing/secretGame';
import { catchUpAfterSyncs, type SyncingServer } from './syncCatchUp';

interface Sent {
  event: string;
  args: unknown[];
}

/** boardgame.io's own client registry (a real transport, without its socket.io server). */
type Registry = {
  addClient(client: object, game: unknown): void;
  removeClient(socketID: string): void;
};

/**
 * Sockets of a fake socket.io namespace, and boardgame.io's sync handler as the real transport runs
 * it: a sync drops the socket's registration when it begins; when answered, the answer is emitted
 * and the socket registered with the seat it synced as; a refused sync is neither answered nor
 * registered.
 */
function fakeSocketServer() {
  let onConnection: (socket: never) => void = () => undefined;
  const io: SyncingServer = { of: () => ({ on: (_event, listener) => (onConnection = listener as never) }) };
  const registry = new SocketIO() as unknown as Registry;
  const game = ProcessGameConfig(secretGame);
  let sockets = 0;
  const connect = () => {
    const sent: Sent[] = [];
    const socket = {
      id: `socket-${(sockets += 1)}`,
      connected: true,
      emit: (event: string, ...args: unknown[]) => sent.push({ event, args }) > 0,
    };
    onConnection(socket as never);
    return {
      socket,
      sent,
      /** The client's sync packet: its answer (or refusal) comes from what the returned function is given. */
      sync(matchID: string, playerID: string | null) {
        registry.removeClient(socket.id);
        return {
          answer(answered: State) {
            socket.emit('sync', matchID, { state: answered, log: [] });
            registry.addClient({ socket, matchID, playerID, credentials: undefined }, game);
          },
          refuse: () => undefined,
        };
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

const nextTurns = async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
};

const updates = (sent: Sent[]) =>
  sent.filter((message) => message.event === 'update').map((message) => message.args[1] as State<{ secrets: object }>);

describe('catchUpAfterSyncs', () => {
  it("sends a seat that synced the newer committed state, through that seat's view", async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(5));
    const seat = connect();
    seat.sync('m1', '1').answer(stateAt(4));
    await nextTurns();
    const update = seat.sent.find((message) => message.event === 'update');
    expect(update?.args[0]).toBe('m1');
    const [state] = updates(seat.sent);
    expect(state?._stateID).toBe(5);
    expect(state?.G.secrets).toEqual({ '1': 101 });
  });

  it('sends nothing more when the answer was the latest state, or the socket has gone', async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(4));
    const current = connect();
    current.sync('m1', '0').answer(stateAt(4));
    const gone = connect();
    gone.sync('m1', '0').answer(stateAt(3));
    gone.socket.connected = false;
    await nextTurns();
    expect(current.sent.map((message) => message.event)).toEqual(['sync']);
    expect(gone.sent.map((message) => message.event)).toEqual(['sync']);
  });

  it('shows a spectator whose next sync claimed a seat and was refused the spectator view', async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(5));
    const spectator = connect();
    const asSpectator = spectator.sync('m1', null);
    const claimingSeat = spectator.sync('m1', '1');
    asSpectator.answer(stateAt(4));
    claimingSeat.refuse();
    await nextTurns();
    expect(updates(spectator.sent).map((state) => [state._stateID, state.G.secrets])).toEqual([[5, {}]]);
  });

  it("shows a seat whose next sync claimed the other seat and was refused only its own seat's view", async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(5));
    const seat = connect();
    const asOwnSeat = seat.sync('m1', '0');
    seat.sync('m1', '1').refuse();
    asOwnSeat.answer(stateAt(4));
    await nextTurns();
    expect(updates(seat.sent).map((state) => [state._stateID, state.G.secrets])).toEqual([[5, { '0': 100 }]]);
  });

  it('catches up a socket whose syncs were answered out of order as the seat it was registered last', async () => {
    const { io, connect } = fakeSocketServer();
    catchUpAfterSyncs(io, [secretGame], async () => stateAt(6));
    const seat = connect();
    const asSeat = seat.sync('m1', '1');
    const asSpectator = seat.sync('m1', null);
    asSpectator.answer(stateAt(5));
    asSeat.answer(stateAt(4));
    await nextTurns();
    // Registered as a spectator first, then as seat 1: only the registration still held is caught up.
    expect(updates(seat.sent).map((state) => [state._stateID, state.G.secrets])).toEqual([[6, { '1': 101 }]]);
  });

  it('sends nothing for a registration the socket has lost before the latest state was read', async () => {
    const { io, connect } = fakeSocketServer();
    let read: (state: State) => void = () => undefined;
    catchUpAfterSyncs(io, [secretGame], () => new Promise<State>((resolve) => (read = resolve)));
    const seat = connect();
    seat.sync('m1', '1').answer(stateAt(4));
    // A new sync begins (and is refused) while the catch-up reads the match.
    seat.sync('m1', '1').refuse();
    read(stateAt(5));
    await nextTurns();
    expect(updates(seat.sent)).toEqual([]);
  });
});
