// Stock boardgame.io 0.50.2 for the side-by-side benchmark: the library's own Server with its
// default in-memory storage, socket.io transport and lobby routes, serving Tic-Tac-Toe; nothing of
// Tabula's (no durable storage, commit gate, socket guard or lobby secret). `PORT` sets the port.
// The import below is only the tsx loading workaround koa needs (see the file), not server code.
import '../../src/compat/generatorFunction';
import { Server } from 'boardgame.io/server';
import { game as tictactoe } from '@games/tictactoe/game';

const server = Server({ games: [tictactoe] });
server.run({ port: Number(process.env.PORT) }).then(
  () => console.log(`stock boardgame.io listening on ${process.env.PORT}`),
  (error) => {
    console.error('stock boardgame.io failed to start', error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
