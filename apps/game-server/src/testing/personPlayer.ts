// A person's seat for tests with computer seats: whenever its seat may act, it makes a legal move
// found from what its own socket received (its view), never from the server's state.
import type { Game, State } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import { recordingSocket } from './recordingSocket';

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => { move: string; args?: unknown[] }[];

export async function personPlayer(
  server: string,
  game: Game,
  seat: { matchID: string; playerID: string; credentials: string; numPlayers: number },
) {
  const { matchID, playerID, credentials, numPlayers } = seat;
  const socket = await recordingSocket(server, game.name!, { matchID, playerID, credentials, numPlayers });
  const enumerate = (game.ai as { enumerate: Enumerate }).enumerate;
  let moves = 0;
  const mayAct = (state: State | undefined) =>
    state !== undefined && (state.ctx.gameover !== undefined || seatsThatMayAct(state.ctx).includes(playerID));
  return {
    socket,
    /** Plays its seat until the match is over or `until` holds; the bots play the others. */
    async play(
      until: (state: State) => boolean = () => false,
      waitMs = 30_000,
      /** Which of the legal moves to make (default the first). */
      pick: (moves: { move: string; args?: unknown[] }[], state: State) => number = () => 0,
    ): Promise<State> {
      for (;;) {
        await socket.waitFor(
          'a state the person may act on',
          () => mayAct(socket.latestState()) || until(socket.latestState()!),
          waitMs,
        );
        const state = socket.latestState()!;
        if (state.ctx.gameover !== undefined || until(state)) return state;
        const legal = enumerate(state.G, state.ctx, playerID);
        if (legal.length === 0) throw new Error(`seat ${playerID} may act but has no legal move at state ${state._stateID}`);
        const move = legal[pick(legal, state) % legal.length]!;
        const action = { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args ?? [], playerID, credentials } };
        socket.sendUpdate(action, state._stateID, matchID, playerID);
        moves += 1;
        await socket.waitForStateID(state._stateID + 1, waitMs);
      }
    },
    moves: () => moves,
    close: () => socket.close(),
  };
}
