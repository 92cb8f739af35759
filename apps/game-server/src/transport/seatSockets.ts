import type { SocketIO } from 'boardgame.io/server';

interface ClientInfo {
  matchID: string;
  playerID: string | null | undefined;
}

/**
 * Whether a seat of a match still has a socket on this server. boardgame.io's socket transport
 * keeps one entry per synced socket (only sockets whose credentials it accepted), and removes a
 * socket's entry before it reports that socket's disconnection.
 */
export function seatHasSocket(transport: SocketIO): (matchID: string, seat: string) => boolean {
  const clients = (transport as unknown as { clientInfo: Map<string, ClientInfo> }).clientInfo;
  return (matchID, seat) => {
    for (const client of clients.values()) if (client.matchID === matchID && client.playerID === seat) return true;
    return false;
  };
}
