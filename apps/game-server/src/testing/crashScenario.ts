// The game server killed with SIGKILL at random moments while Tic-Tac-Toe matches are being played,
// and started again on the same data. Every match must continue from its last acknowledged move:
// no acknowledged move lost, none applied twice. Used by the fault test (small size) and by the
// fault benchmark (larger sizes); it reports violations instead of asserting, so both can use it.
import type { Game, State } from 'boardgame.io';
import { game as tictactoe } from '@games/tictactoe/game';
import { seededRandom } from '@tabula/game-kit';
import { migrate } from '../storage/migrate';
import { SqlStorage } from '../storage/SqlStorage';
import { LOAD_CONNECTIONS, startChildServer, type ChildServer } from './childServer';
import { connectSeat } from './clients';
import type { TestDatabaseKind } from './databases';
import { lobbyClient } from './lobby';
import { freePort } from '@tabula/server-kit';
import { sleep } from './rawSocket';

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

export interface CrashScenarioOptions {
  database: TestDatabaseKind;
  matches: number;
  kills: number;
  seed: number;
  /** Time allowed for a seat to receive a state (a big scenario on a busy machine needs more). */
  stateTimeoutMs?: number;
}

export interface CrashScenarioReport {
  matchesPlayed: number;
  kills: number;
  /** Matches under way (started, not finished) when a kill hit, over all kills. */
  interrupted: number;
  /** Moves stored and seen by the players, over all matches. */
  movesAcknowledged: number;
  /** Per restart: from spawning the new server process to its health check answering. */
  restartMs: number[];
  /** Per restart: from the new server being healthy to every live match's seats having its state. */
  resyncMs: number[];
  /** Every broken promise, in words; empty when no move was lost or duplicated. */
  violations: string[];
}

const SECRET = 'crash-scenario-secret-0123456789';
const marks = (state: State<TicTacToeState>) => state.G.cells.filter((c) => c !== null).length;
const newest = (seats: Seat[]) =>
  seats.map((s) => s.serverState).reduce((a, b) => (b && (!a || b._stateID > a._stateID) ? b : a), undefined);
const sameCells = (a: Array<string | null>, b: Array<string | null>) =>
  a.length === b.length && a.every((cell, i) => cell === b[i]);

/** What the server says after a restart must be the acknowledged state, or that plus the pending move. */
function continuityViolation(match: TrackedMatch, synced: State<TicTacToeState>): string | null {
  const where = `match ${match.matchID}`;
  if (marks(synced) !== synced._stateID)
    return `${where}: ${marks(synced)} marks after ${synced._stateID} moves (a move applied twice)`;
  const acknowledged = match.acknowledged;
  if (!acknowledged) return synced._stateID === 0 ? null : `${where}: moves appeared in a match nobody had played`;
  if (synced._stateID === acknowledged._stateID) {
    if (!sameCells(synced.G.cells, acknowledged.G.cells)) return `${where}: the board differs from the acknowledged one`;
    if (synced.ctx.currentPlayer !== acknowledged.ctx.currentPlayer)
      return `${where}: the player to move differs from the acknowledged state`;
    return null;
  }
  if (synced._stateID < acknowledged._stateID)
    return `${where}: acknowledged move ${acknowledged._stateID} lost (server at ${synced._stateID})`;
  const pending = match.pending;
  if (!pending || synced._stateID !== pending.stateID)
    return `${where}: server at move ${synced._stateID}, players had seen ${acknowledged._stateID}`;
  const cells = [...acknowledged.G.cells];
  cells[pending.cell] = pending.player;
  return sameCells(synced.G.cells, cells) ? null : `${where}: the move kept across the crash is not the one that was sent`;
}

export async function runCrashScenario(options: CrashScenarioOptions): Promise<CrashScenarioReport> {
  const { matches: size, kills: wantedKills, seed } = options;
  const stateTimeoutMs = options.stateTimeoutMs ?? 10_000;
  const database = await options.database.create();
  const port = await freePort();
  const env = { ...database.env, GAME_SERVER_SECRET: SECRET, MAX_CONNECTIONS_PER_ADDRESS: LOAD_CONNECTIONS };
  // Seeded, so that a run's kill points and moves can be replayed.
  const random = seededRandom(seed);
  const report: CrashScenarioReport = {
    matchesPlayed: 0,
    kills: 0,
    interrupted: 0,
    movesAcknowledged: 0,
    restartMs: [],
    resyncMs: [],
    violations: [],
  };
  const violation = (text: string | null) => text && report.violations.push(text);
  let server: ChildServer = await startChildServer(port, env);
  let restartedAt: number | null = null;
  const matches: TrackedMatch[] = [];
  try {
    const lobby = lobbyClient(`http://127.0.0.1:${port}`, SECRET);
    const openBatch = async () => {
      for (let i = 0; i < size; i += 1) matches.push(await lobby.createAndJoin('tictactoe', 2));
    };
    await openBatch();

    for (;;) {
      let live = matches.filter((m) => !m.acknowledged?.ctx.gameover);
      // Matches are short: if all have ended, start a fresh batch while kills remain, and once more
      // after a restart so that every restart is followed by a measured resync.
      if (live.length === 0 && (report.kills < wantedKills || restartedAt !== null)) {
        await openBatch();
        live = matches.filter((m) => !m.acknowledged?.ctx.gameover);
      }
      if (live.length === 0) break;
      const seats = live.map((m) =>
        ['0', '1'].map((playerID, i) =>
          connectSeat<TicTacToeState>({
            game: tictactoe,
            server: server.url,
            matchID: m.matchID,
            playerID,
            credentials: m.credentials[i],
          }),
        ),
      );
      const synced = await Promise.all(
        seats.map((pair) => Promise.all(pair.map((seat) => seat.waitForStateID(0, stateTimeoutMs)))),
      );
      if (restartedAt !== null) report.resyncMs.push(performance.now() - restartedAt);
      for (const [i, match] of live.entries()) {
        violation(continuityViolation(match, synced[i]![0]!));
        match.acknowledged = synced[i]![0]!;
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
          const caughtUp = await Promise.race([
            Promise.all(pair.map((seat) => seat.waitForStateID(state._stateID, stateTimeoutMs))),
            killSignal,
          ]);
          if (!caughtUp) return;
          await Promise.race([sleep(20 + random() * 80), killSignal]);
          if (killed) return;
          const empty = state.G.cells.flatMap((c, cell) => (c === null ? [cell] : []));
          const cell = empty[Math.floor(random() * empty.length)]!;
          const player = state.ctx.currentPlayer;
          match.pending = { stateID: state._stateID + 1, cell, player };
          pair[Number(player)]!.client.moves.markCell!(cell);
          const acked = await Promise.race([
            pair[Number(player)]!.waitForStateID(state._stateID + 1, stateTimeoutMs),
            killSignal,
          ]);
          if (!acked) return;
          if (acked._stateID !== state._stateID + 1)
            violation(`match ${match.matchID}: one move advanced the state by ${acked._stateID - state._stateID}`);
          match.pending = undefined;
        }
      };
      const players = live.map((m, i) =>
        play(m, seats[i]!).catch((error: Error) => violation(`match ${m.matchID}: ${error.message}`)),
      );
      const allEnded = Promise.all(players).then(() => true);
      // A kill only counts while play goes on; if every match ended first, the next batch gets it.
      if (report.kills < wantedKills && !(await Promise.race([sleep(100 + random() * 300).then(() => false), allEnded]))) {
        await server.kill();
        killed = true;
        report.kills += 1;
        report.interrupted += live.filter((m, i) => {
          const seen = newest(seats[i]!);
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
      if (killed) {
        const spawned = performance.now();
        server = await startChildServer(port, env);
        restartedAt = performance.now();
        report.restartMs.push(restartedAt - spawned);
      } else {
        restartedAt = null;
      }
    }
  } finally {
    await server.stop();
  }

  // Every match finished, and its stored log holds each move exactly once.
  const sql = await database.open();
  await migrate(sql);
  const storage = new SqlStorage(sql);
  try {
    for (const match of matches) {
      const where = `match ${match.matchID}`;
      const { state, log } = await storage.fetch(match.matchID, { state: true, log: true });
      if (!state?.ctx.gameover) violation(`${where}: not finished`);
      if (!state || !match.acknowledged || !sameCells(state.G.cells, match.acknowledged.G.cells)) {
        violation(`${where}: the stored board is not the one the players saw last`);
        continue;
      }
      const moves = (log ?? []).filter((e) => e.action.type === 'MAKE_MOVE');
      if (moves.length !== state._stateID) violation(`${where}: ${moves.length} moves in the log for ${state._stateID} states`);
      const replay: Array<string | null> = Array(9).fill(null);
      for (const move of moves) {
        const cell = (move.action.payload.args as number[])[0]!;
        if (replay[cell] !== null) violation(`${where}: square ${cell} played twice in the log`);
        replay[cell] = move.action.payload.playerID!;
      }
      if (!sameCells(replay, state.G.cells)) violation(`${where}: replaying the log does not give the stored board`);
      report.movesAcknowledged += state._stateID;
    }
    report.matchesPlayed = matches.length;
  } finally {
    await storage.close();
    await database.dispose();
  }
  return report;
}
