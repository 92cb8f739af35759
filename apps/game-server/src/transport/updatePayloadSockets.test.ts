import type { AddressInfo } from 'node:net';
import type { Game, State } from 'boardgame.io';
import { Server } from 'boardgame.io/server';
import { game as tictactoe } from '@games/tictactoe/game';
import '../compat/generatorFunction';
import { connectSeat } from '../testing/clients';
import { lobbyClient } from '../testing/lobby';
import { recordingSocket } from '../testing/recordingSocket';
import { trimOutgoingPayloads, type TrimmedServer } from './updatePayloadSockets';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;

jest.setTimeout(20_000);

describe('trimOutgoingPayloads on a boardgame.io server', () => {
  let url: string;
  let stop: (() => void) | undefined;
  let starting: Promise<void> | undefined;

  beforeAll(() => {
    // boardgame.io announces where it listens.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const server = Server({ games: [tictactoe], origins: [] });
    trimOutgoingPayloads((server.app as unknown as { _io: TrimmedServer })._io, [tictactoe]);
    starting = server.run({ port: 0 }).then(({ appServer, apiServer }) => {
      url = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
      stop = () => {
        (server.app as unknown as { _io: { close(): void } })._io.close();
        appServer.close();
        apiServer?.close();
      };
    });
    return starting;
  }, 60_000);

  afterAll(async () => {
    // A start that timed out goes on in the background: let it finish, then close what it opened.
    await starting?.catch(() => undefined);
    stop?.();
  }, 30_000);

  it('sends every seat trimmed syncs and updates, and stock clients still play a match to its end', async () => {
    const { matchID, credentials } = await lobbyClient(url, undefined).createAndJoin('tictactoe', 2);
    const watcher = await recordingSocket(url, 'tictactoe', { matchID, playerID: '1', credentials: credentials[1] });
    const seats = ['0', '1'].map((playerID, i) =>
      connectSeat<TicTacToeState>({ game: tictactoe, server: url, matchID, playerID, credentials: credentials[i] }),
    );
    try {
      await Promise.all(seats.map((seat) => seat.waitForStateID(0)));
      // Seat 0 wins on the top row; seat 1 plays the middle row.
      for (const [seat, cell] of [
        [0, 0],
        [1, 3],
        [0, 1],
        [1, 4],
        [0, 2],
      ] as const) {
        const stateID = seats[seat]!.serverState!._stateID;
        seats[seat]!.client.moves.markCell!(cell);
        await Promise.all(seats.map((s) => s.waitForStateID(stateID + 1)));
      }
      expect(seats[1]!.client.getState()!.ctx.gameover).toEqual({ winner: '0' });
      // The log is not sent (no board reads it).
      expect(seats[1]!.client.getState()!.log).toEqual([]);

      await watcher.waitForStateID(5);
      const sync = watcher.received.find((r) => r.event === 'sync')!.args[1] as Record<string, unknown>;
      expect(sync).not.toHaveProperty('initialState');
      expect(sync).not.toHaveProperty('log');
      const updateArgs = watcher.received.filter((r) => r.event === 'update').map((r) => r.args);
      expect(updateArgs.map((args) => args.length)).toEqual([2, 2, 2, 2, 2]);
      const updates = updateArgs.map((args) => args[1] as State);
      for (const state of [sync.state as State, ...updates]) {
        expect(state).not.toHaveProperty('_undo');
        expect(state).not.toHaveProperty('_redo');
      }
    } finally {
      seats.forEach((seat) => seat.stop());
      watcher.close();
    }
  });
});
