import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { SECRET_RANDOM_PLUGIN, seatsThatMayAct, seededChanceData, withSeededChance } from '@tabula/game-kit';
import type { lobbyClient } from './lobby';
import { recordingSocket, type RecordingSocket } from './recordingSocket';

export interface LegalMove {
  move: string;
  args: unknown[];
}

type Enumerate = (G: unknown, ctx: State['ctx'], playerID: string) => LegalMove[];

/** A legal move and the seat that may make it, from the game's own `ai.enumerate`. */
export function legalMove(game: Game, state: State, pick = 0): { playerID: string; move: LegalMove } {
  const enumerate = (game.ai as { enumerate: Enumerate } | undefined)?.enumerate;
  if (!enumerate) throw new Error(`${game.name} has no ai.enumerate`);
  for (const playerID of seatsThatMayAct(state.ctx)) {
    const moves = enumerate(state.G, state.ctx, playerID);
    if (moves.length > 0) return { playerID, move: moves[pick % moves.length]! };
  }
  throw new Error(`${game.name}: no seat has a legal move at stateID ${state._stateID}`);
}

/** What the server's state and new log entries must be after `move` alone, computed locally. */
export function afterMoveAlone(
  game: Game,
  state: State,
  playerID: string,
  move: LegalMove,
): { state: State; newLog: LogEntry[]; drewChance: boolean } {
  // Chance comes from the cryptographic source, which nobody can replay: the move is replayed with
  // a seeded stand-in, whose state tells whether it drew any (then G may differ from the server's).
  const reducer = CreateGameReducer({ game: withSeededChance(game) });
  const from = { ...state, plugins: { ...state.plugins, [SECRET_RANDOM_PLUGIN]: seededChanceData(0) } };
  const next = reducer(from, { type: 'MAKE_MOVE', payload: { type: move.move, args: move.args, playerID } } as never) as State;
  const drewChance = (next.plugins[SECRET_RANDOM_PLUGIN]?.data as { seeded?: number } | undefined)?.seeded !== 0;
  return { state: next, newLog: next.deltalog ?? [], drewChance };
}

/**
 * A match of `game` created through the lobby with every seat joined, each seat and one spectator
 * connected through a recording socket.
 */
export async function openMatch(server: string, lobby: ReturnType<typeof lobbyClient>, game: Game) {
  const numPlayers = game.minPlayers ?? 2;
  const { matchID, credentials } = await lobby.createAndJoin(game.name!, numPlayers);
  const seats: RecordingSocket[] = [];
  for (let seat = 0; seat < numPlayers; seat += 1) {
    seats.push(
      await recordingSocket(server, game.name!, { matchID, playerID: String(seat), credentials: credentials[seat], numPlayers }),
    );
  }
  const spectator = await recordingSocket(server, game.name!, { matchID, numPlayers });
  const everyone = [...seats, spectator];
  return {
    matchID,
    credentials,
    seats,
    spectator,
    everyone,
    /** Makes `move` as `playerID` through that seat's socket and waits until everyone has the new state. */
    async play(playerID: string, move: LegalMove, timeoutMs?: number) {
      const seat = seats[Number(playerID)]!;
      const stateID = seat.latestState()!._stateID;
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: move.move, args: move.args, playerID, credentials: credentials[Number(playerID)] },
      };
      seat.sendUpdate(action, stateID, matchID, playerID);
      await Promise.all(everyone.map((socket) => socket.waitForStateID(stateID + 1, timeoutMs)));
    },
    close: () => everyone.forEach((socket) => socket.close()),
  };
}
