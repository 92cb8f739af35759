import { refusalAwareSocketIO } from './refusalAwareSocketIO';

/** Stands in for a socket.io client socket: `receive` plays a message from the server. */
class FakeSocket {
  private readonly listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  readonly sent: unknown[][] = [];
  closed = false;

  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(...args: unknown[]) {
    this.sent.push(args);
    return true;
  }

  close() {
    this.closed = true;
  }

  receive(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

function connectedTransport(matchID = 'match-1') {
  const refused: string[] = [];
  const received: unknown[] = [];
  const socket = new FakeSocket();
  const createTransport = refusalAwareSocketIO({ server: 'http://game.test', onRefused: (move) => refused.push(move) });
  const transport = createTransport({
    socket,
    matchID,
    playerID: '0',
    gameName: 'tictactoe',
    transportDataCallback: (data: unknown) => received.push(data),
  } as unknown as Parameters<typeof createTransport>[0]);
  transport.connect();
  return { transport, socket, refused, received };
}

describe('refusalAwareSocketIO', () => {
  it("hands the player's refused moves of this match to onRefused, and no other match's", () => {
    const { socket, refused } = connectedTransport();
    socket.receive('moveRefused', 'match-1', 'markCell');
    socket.receive('moveRefused', 'match-2', 'playCard');
    socket.receive('moveRefused', 'match-1', { not: 'a name' });
    expect(refused).toEqual(['markCell', '']);
    // Each refusal of this match asks the server for the match as it is; another match's does not.
    expect(socket.sent).toEqual([
      ['sync', 'match-1', '0', undefined, 2],
      ['sync', 'match-1', '0', undefined, 2],
    ]);
  });

  it("leaves boardgame.io's own messages to boardgame.io's client", () => {
    const { socket, received, refused } = connectedTransport();
    socket.receive('update', 'match-1', { _stateID: 3 });
    expect(received).toEqual([{ type: 'update', args: ['match-1', { _stateID: 3 }, undefined] }]);
    expect(refused).toEqual([]);
    expect(socket.sent).toEqual([]);
    socket.receive('connect');
    expect(socket.sent).toEqual([['sync', 'match-1', '0', undefined, 2]]);
  });

  it('listens on the new socket after a reconnection, once per socket', () => {
    const { transport, socket, refused } = connectedTransport();
    transport.disconnect();
    expect(socket.closed).toBe(true);
    const next = new FakeSocket();
    // What connect() would open to the server, put in place as boardgame.io's tests do.
    (transport as unknown as { socket: FakeSocket }).socket = next;
    transport.connect();
    transport.connect();
    next.receive('moveRefused', 'match-1', 'markCell');
    expect(refused).toEqual(['markCell']);
  });

  it('follows the match the transport is switched to', () => {
    const { transport, socket, refused } = connectedTransport();
    transport.updateMatchID('match-2');
    socket.receive('moveRefused', 'match-1', 'markCell');
    socket.receive('moveRefused', 'match-2', 'playCard');
    expect(refused).toEqual(['playCard']);
  });
});
