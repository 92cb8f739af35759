// Puts trimUpdatePayload between boardgame.io's socket.io transport and every client socket: the
// transport emits each client's filtered 'update' and 'sync' on the socket itself (broadcasts and
// replies alike), so wrapping the sockets' emit catches all of them.
import type { Game } from 'boardgame.io';
import { trimUpdatePayload } from './updatePayload';

interface EmittingSocket {
  emit(event: string, ...args: unknown[]): boolean;
}
export interface TrimmedServer {
  of(namespace: string): { on(event: 'connection', listener: (socket: EmittingSocket) => void): void };
}

/** Trims what every socket of each game's namespace is sent, from the next connection on. */
export function trimOutgoingPayloads(io: TrimmedServer, games: Game[]): void {
  for (const game of games) {
    io.of(game.name!).on('connection', (socket) => {
      const emit = socket.emit.bind(socket);
      socket.emit = (event, ...args) => emit(event, ...trimUpdatePayload(game, event, args));
    });
  }
}
