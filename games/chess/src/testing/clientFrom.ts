import { Client } from 'boardgame.io/client';
import type { Game } from 'boardgame.io';
import { game } from '../game';
import { initialState } from '../rules/play';
import type { ChessState } from '../types';

/** A local boardgame.io client whose game starts from `fen` (the side to move takes the first turn). */
export function clientFrom(fen?: string) {
  const blackFirst = fen?.split(' ')[1] === 'b';
  const custom: Game<ChessState> = {
    ...game,
    setup: () => initialState(fen),
    turn: { ...game.turn, order: { first: () => (blackFirst ? 1 : 0), next: ({ ctx }) => (ctx.playOrderPos + 1) % 2 } },
  };
  const client = Client({ game: custom, numPlayers: 2, debug: false });
  client.start();
  return client;
}

export type TestClient = ReturnType<typeof clientFrom>;

/** Plays long-algebraic moves ("e2e4", "e7e8q") as whoever is to move. */
export function play(client: TestClient, ...uci: string[]) {
  for (const move of uci) {
    client.updatePlayerID(client.getState()!.ctx.currentPlayer);
    const args = [move.slice(0, 2), move.slice(2, 4), ...(move.length > 4 ? [move[4]] : [])];
    client.moves.movePiece!(...args);
  }
}
