// A Tic-Tac-Toe match of two people over real sockets, for benches that time a person's move.
import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { connectSeat } from './clients';
import type { lobbyClient } from './lobby';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;
export type TicTacToeSeat = ReturnType<typeof connectSeat<TicTacToeState>>;

/** Creates and joins a match through the lobby routes and connects both seats; resolves once both have the first state. */
export async function openTicTacToeTable(url: string, lobby: ReturnType<typeof lobbyClient>): Promise<TicTacToeSeat[]> {
  const { matchID, credentials } = await lobby.createAndJoin('tictactoe', 2);
  const seats = ['0', '1'].map((playerID, i) =>
    connectSeat<TicTacToeState>({ game: tictactoe, server: url, matchID, playerID, credentials: credentials[i] }),
  );
  await Promise.all(seats.map((seat) => seat.waitForStateID(0, 30_000)));
  return seats;
}

/** The current player marks the first empty cell; resolves once the server's new state is back. */
export async function playFirstEmptyCell(seats: TicTacToeSeat[]): Promise<State<TicTacToeState>> {
  // The newest state either seat has; wait until both have it so the mover acts on it.
  const state = seats.map((seat) => seat.serverState!).reduce((a, b) => (b._stateID > a._stateID ? b : a));
  await Promise.all(seats.map((seat) => seat.waitForStateID(state._stateID)));
  const cell = state.G.cells.indexOf(null);
  if (state.ctx.gameover !== undefined || cell < 0) return state;
  const mover = seats[Number(state.ctx.currentPlayer)]!;
  mover.client.moves.markCell!(cell);
  return mover.waitForStateID(state._stateID + 1, 60_000);
}

export const ticTacToeOver = (seats: TicTacToeSeat[]) => seats.some((seat) => seat.serverState?.ctx.gameover !== undefined);
