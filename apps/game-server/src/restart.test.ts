// Fault test (small size): the game server is killed with SIGKILL at random moments while
// several Tic-Tac-Toe matches are being played, and started again on the same data. Every match
// must continue from its last acknowledged move: no acknowledged move lost, none applied twice.
import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { migrate } from './storage/migrate';
import { SqlStorage } from './storage/SqlStorage';
import { startChildServer, type ChildServer } from './testing/childServer';
import { connectSeat } from './testing/clients';
import { testDatabaseKinds } from './testing/databases';
import { lobbyClient } from './testing/lobby';
import { freePort } from './testing/ports';
import { sleep } from './testing/rawSocket';

type TicTacToeState = typeof tictactoe extends Game<infer G> ? G : never;
type Seat = ReturnType<typeof connectSeat<TicTacToeState>>;

interface TrackedMatch {
  matchID: string;
  credentials: string[];
  /** The newest state the server sent to a player: committed, so it must survive. */
  acknowledged?: State<TicTacToeState>;
  /** A move sent but not acknowledged when the server died: it may or may not have been kept. */
  pending?: { stateID: number; cell: number; player: string };
}

/** A small seeded generator (the kill points and moves must be reproducible). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const MATCHES = 20;
const KILLS = 3;
const SECRET = 'restart-test-secret-0123456789';
const marks = (state: State<TicTacToeState>) => state.G.cells.filter((c) => c !== null).length;
const newest = (seats: Seat[]) =>
  seats.map((s) => s.serverState).reduce((a, b) => (b && (!a || b._stateID > a._stateID) ? b : a), undefined);

jest.setTimeout(180_000);

/** What the server says after a restart must be the acknowledged state, or that plus the pending move. */
function expectContinues(match: TrackedMatch, synced: State<TicTacToeState>) {
  expect(marks(synced)).toBe(synced._stateID); // one mark per move: nothing applied twice
  const acknowledged = match.acknowledged;
  if (!acknowledged) {
    expect(synced._stateID).toBe(0);
    return;
  }
  if (synced._stateID === acknowledged._stateID) {
    expect(synced.G).toEqual(acknowledged.G);
    expect(synced.ctx.currentPlayer).toBe(acknowledged.ctx.currentPlayer);
    return;
  }
  expect(match.pending).toBeDefined();
  expect(synced._stateID).toBe(match.pending!.stateID);
  const cells = [...acknowledged.G.cells];
  cells[match.pending!.cell] = match.pending!.player;
  expect(synced.G.cells).toEqual(cells);
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))('game server killed with SIGKILL on %s', (name, kind) => {
  it(`continues ${MATCHES} matches after ${KILLS} kills with no move lost or duplicated`, async () => {
    const database = await kind.create();
    const port = await freePort();
    const env = { ...database.env, GAME_SERVER_SECRET: SECRET };
    const random = seededRandom(name === 'PGlite' ? 11 : 12);
    let server: ChildServer = await startChildServer(port, env);
    let kills = 0;
    let interrupted = 0; // matches that were under way when a kill hit
    const matches: TrackedMatch[] = [];
    try {
      const lobby = lobbyClient(`http://127.0.0.1:${port}`, SECRET);
      for (let i = 0; i < MATCHES; i += 1) matches.push(await lobby.createAndJoin('tictactoe', 2));

      for (;;) {
        let live = matches.filter((m) => !m.acknowledged?.ctx.gameover);
        // Matches are short: if all ended before the last kill, start a fresh batch.
        if (live.length === 0 && kills < KILLS) {
          for (let i = 0; i < MATCHES; i += 1) matches.push(await lobby.createAndJoin('tictactoe', 2));
          live = matches.filter((m) => !m.acknowledged?.ctx.gameover);
        }
        if (live.length === 0) break;
        const seats = live.map((m) =>
          ['0', '1'].map((playerID, i) =>
            connectSeat<TicTacToeState>({ game: tictactoe, server: server.url, matchID: m.matchID, playerID, credentials: m.credentials[i] }),
          ),
        );
        for (const [i, match] of live.entries()) {
          const [synced] = await Promise.all(seats[i]!.map((seat) => seat.waitForStateID(0, 10_000)));
          expectContinues(match, synced!);
          match.acknowledged = synced!;
          match.pending = undefined;
        }

        let killed = false;
        let onKill = () => undefined as void;
        const killSignal = new Promise<void>((resolve) => (onKill = resolve));
        const play = async (match: TrackedMatch, pair: Seat[]) => {
          for (;;) {
            const state = newest(pair)!;
            if (state.ctx.gameover) return;
            // Both seats must have the state before the mover acts on it.
            const caughtUp = await Promise.race([Promise.all(pair.map((seat) => seat.waitForStateID(state._stateID, 10_000))), killSignal]);
            if (!caughtUp) return;
            await Promise.race([sleep(20 + random() * 80), killSignal]);
            if (killed) return;
            const empty = state.G.cells.flatMap((c, cell) => (c === null ? [cell] : []));
            const cell = empty[Math.floor(random() * empty.length)]!;
            const player = state.ctx.currentPlayer;
            match.pending = { stateID: state._stateID + 1, cell, player };
            pair[Number(player)]!.client.moves.markCell!(cell);
            const acked = await Promise.race([pair[Number(player)]!.waitForStateID(state._stateID + 1, 10_000), killSignal]);
            if (!acked) return;
            expect(acked._stateID).toBe(state._stateID + 1);
            match.pending = undefined;
          }
        };
        const players = live.map((m, i) => play(m, seats[i]!));
        if (kills < KILLS) {
          await Promise.race([sleep(100 + random() * 300), Promise.all(players)]);
          await server.kill();
          killed = true;
          kills += 1;
          interrupted += live.filter((m) => {
            const seen = newest(seats[live.indexOf(m)]!);
            return seen && seen._stateID > 0 && !seen.ctx.gameover;
          }).length;
          onKill();
        }
        await Promise.all(players);
        await sleep(100); // let packets the dead server already sent arrive
        for (const [i, match] of live.entries()) {
          const seen = newest(seats[i]!)!;
          if (seen._stateID > (match.acknowledged?._stateID ?? -1)) match.acknowledged = seen;
          if (match.pending && match.pending.stateID <= seen._stateID) match.pending = undefined;
        }
        for (const pair of seats) for (const seat of pair) seat.stop();
        if (killed) server = await startChildServer(port, env);
      }
      expect(kills).toBe(KILLS);
      expect(interrupted).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }

    // Every match finished, and its stored log holds each move exactly once.
    const sql = await database.open();
    await migrate(sql);
    const storage = new SqlStorage(sql);
    for (const match of matches) {
      const { state, log } = await storage.fetch(match.matchID, { state: true, log: true });
      expect(state!.ctx.gameover).toBeDefined();
      expect(state!.G).toEqual(match.acknowledged!.G);
      const moves = log!.filter((e) => e.action.type === 'MAKE_MOVE');
      expect(moves).toHaveLength(state!._stateID);
      const replay: (string | null)[] = Array(9).fill(null);
      for (const move of moves) {
        const cell = (move.action.payload.args as number[])[0]!;
        expect(replay[cell]).toBeNull();
        replay[cell] = move.action.payload.playerID!;
      }
      expect(replay).toEqual(state!.G.cells);
    }
    await storage.close();
    await database.dispose();
  });
});
