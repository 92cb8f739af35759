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
 * listener is added to each socket the transport connects with. After a refusal the transport
 * syncs again, so the table shows the match as the server holds it.
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
        // The client may show the refused move as made (it ran the move itself first, and ignores
        // updates older than what it holds): a sync puts the table back to the server's.
        transport.requestSync();
      });
    };
    return transport;
  };
}
