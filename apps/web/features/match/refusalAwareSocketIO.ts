import { SocketIO } from 'boardgame.io/multiplayer';

type SocketIOOptions = NonNullable<Parameters<typeof SocketIO>[0]>;
type SocketIOFactory = ReturnType<typeof SocketIO>;

export interface RefusalAwareOptions extends SocketIOOptions {
  /** Called with the move's name ('' when the server gives none) each time the game server refuses a move of this match. */
  onRefused: (move: string) => void;
}

interface RefusalSocket {
  on(event: 'moveRefused', listener: (matchID: unknown, move: unknown) => void): unknown;
}

/**
 * boardgame.io's socket.io transport that also hears the game server's `moveRefused`, which
 * boardgame.io's own client ignores. The transport makes its socket in `connect()` (a new one each
 * time it connects after a `disconnect()`; socket.io's own reconnections keep the socket), so the
 * listener is added to each socket the transport connects with.
 */
export function refusalAwareSocketIO({ onRefused, ...options }: RefusalAwareOptions): SocketIOFactory {
  const createTransport = SocketIO(options);
  return (transportOpts) => {
    const transport = createTransport(transportOpts);
    // matchID is protected in boardgame.io's types; the transport keeps it up to date.
    const matchIDOf = () => (transport as unknown as { matchID?: string }).matchID;
    const listening = new WeakSet<object>();
    const connect = transport.connect.bind(transport);
    transport.connect = () => {
      connect();
      const socket = transport.socket as RefusalSocket | null | undefined;
      if (!socket || listening.has(socket)) return;
      listening.add(socket);
      socket.on('moveRefused', (matchID, move) => {
        if (matchID !== matchIDOf()) return;
        onRefused(typeof move === 'string' ? move : '');
      });
    };
    return transport;
  };
}
