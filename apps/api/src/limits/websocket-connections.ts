// WebSocket connections per client address. Past the limit the connection is accepted and closed
// at once, before graphql-ws sees it, with 1013 ("try again later", which graphql-ws clients
// retry with their back-off) and a reason a person can act on.
import type { Server } from 'node:http';
import type { WebSocketServer } from 'ws';
import { clientAddress } from './client-address';

export const TOO_MANY_CONNECTIONS_CODE = 1013;
export const TOO_MANY_CONNECTIONS_REASON = 'Too many connections from your address; close other Tabula tabs or try again later.';
const REFUSED_CLOSE_WAIT_MS = 2000;

/** Hands `httpServer`'s WebSocket upgrades to `wsServer` (created with noServer), at most `max` open per address. */
export function acceptWebSockets(httpServer: Server, wsServer: WebSocketServer, max: number): void {
  const open = new Map<string, number>();
  httpServer.on('upgrade', (request, socket, head) => {
    const address = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for']);
    wsServer.handleUpgrade(request, socket, head, (webSocket) => {
      const count = open.get(address) ?? 0;
      if (count >= max) {
        webSocket.close(TOO_MANY_CONNECTIONS_CODE, TOO_MANY_CONNECTIONS_REASON);
        // A client that never answers the close would otherwise keep the socket for ws's 30 s.
        const cutOff = setTimeout(() => webSocket.terminate(), REFUSED_CLOSE_WAIT_MS);
        webSocket.once('close', () => clearTimeout(cutOff));
        return;
      }
      open.set(address, count + 1);
      webSocket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      wsServer.emit('connection', webSocket, request);
    });
  });
}
