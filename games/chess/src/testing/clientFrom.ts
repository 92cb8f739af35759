import { clientFromState } from '@tabula/game-kit/testing';
import { game } from '../game';
import { initialState } from '../rules/play';

/** A local boardgame.io client whose game starts from `fen` (the side to move takes the first turn). */
export function clientFrom(fen?: string) {
  return clientFromState(game, () => initialState(fen), fen?.split(' ')[1] === 'b' ? '1' : '0');
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
