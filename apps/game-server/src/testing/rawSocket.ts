import { io, type Socket } from 'socket.io-client';

/** A bare socket.io connection to a game's namespace, for sending what no honest client would. */
export async function rawSocket(server: string, gameName: string): Promise<Socket> {
  const socket = io(`${server}/${gameName}`, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
