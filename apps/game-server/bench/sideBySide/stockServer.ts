// Stock boardgame.io 0.50.2 for the side-by-side benchmark: the library's own Server with its
// default in-memory storage, socket.io transport and lobby routes, serving the games of every
// load (Tic-Tac-Toe, Sixty-Six); nothing of Tabula's (no durable storage, commit gate, socket guard
// or lobby secret). `PORT` sets the port. The import below is only the tsx loading workaround koa
// needs (see the file), not server code.
import '../../src/compat/generatorFunction';
import { Server } from 'boardgame.io/server';
import { LOAD_NAMES, loadGame } from './loads';

async function main() {
  const server = Server({ games: await Promise.all(LOAD_NAMES.map(loadGame)) });
  await server.run({ port: Number(process.env.PORT) });
  console.log(`stock boardgame.io listening on ${process.env.PORT}`);
}
main().catch((error) => {
  console.error('stock boardgame.io failed to start', error);
  process.exit(1);
});
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
