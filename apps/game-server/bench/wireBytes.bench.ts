// Bytes on the wire (issue 17): what the game server sends a client per update and per sync, for a
// Tic-Tac-Toe, a chess and a Sixty-Six match, on Tabula's game server and on stock boardgame.io
// 0.50.2, counted frame by frame on real socket.io connections; and the same frames once
// src/transport/updatePayload.ts has trimmed what the client never reads. Moves are chosen at
// random (seeded) among each seat's legal moves. About 30 s. Environment: BENCH_WIRE_MOVES (moves
// per chess and Sixty-Six match, 60), BENCH_SEED.
import '../src/compat/generatorFunction';
import type { Game } from 'boardgame.io';
import type { BenchFigure, BenchOutput } from '@tabula/game-kit/testing';
import { loadOnlineGames } from '../src/games';
import { recordMatch, type RecordedMatch } from './wireBytes/recordMatch';
import { startStock, startTabula, type WireServer } from './wireBytes/servers';
import { trimmedBytes } from './wireBytes/trimmedFrame';

const GAMES = ['tictactoe', 'chess', 'sixtysix'];
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

interface Measured {
  server: string;
  game: string;
  moves: number;
  updateBytes: number[];
  trimmedUpdateBytes: number[];
  firstSync: number;
  trimmedFirstSync: number;
  lateSync: number;
  trimmedLateSync: number;
  /** Bytes of every frame a seat received over the whole match (syncs, updates, match data). */
  perSeatTotal: number;
  trimmedPerSeatTotal: number;
}

function measure(server: string, game: Game, match: RecordedMatch): Measured {
  const frames = match.seatFrames.flat();
  const updates = frames.filter((f) => f.event === 'update');
  const firstSyncs = frames.filter((f) => f.event === 'sync');
  const total = (trim: boolean) =>
    mean(match.seatFrames.map((seat) => seat.reduce((sum, f) => sum + (trim ? trimmedBytes(game, f) : f.bytes), 0)));
  return {
    server,
    game: match.game,
    moves: match.moves,
    updateBytes: updates.map((f) => f.bytes),
    trimmedUpdateBytes: updates.map((f) => trimmedBytes(game, f)),
    firstSync: mean(firstSyncs.map((f) => f.bytes)),
    trimmedFirstSync: mean(firstSyncs.map((f) => trimmedBytes(game, f))),
    lateSync: match.lateSync.bytes,
    trimmedLateSync: trimmedBytes(game, match.lateSync),
    perSeatTotal: total(false),
    trimmedPerSeatTotal: total(true),
  };
}

const fig = (name: string, unit: string, runs: number, median: number, p99: number): BenchFigure => ({
  name,
  unit,
  runs,
  median: Math.round(median),
  p99: Math.round(p99),
});

function figuresOf(m: Measured): BenchFigure[] {
  const prefix = `bytes on the wire, ${m.game}, ${m.server}:`;
  return [
    fig(`${prefix} update (median, largest)`, 'bytes', m.updateBytes.length, median(m.updateBytes), Math.max(...m.updateBytes)),
    fig(
      `${prefix} update trimmed (median, largest)`,
      'bytes',
      m.trimmedUpdateBytes.length,
      median(m.trimmedUpdateBytes),
      Math.max(...m.trimmedUpdateBytes),
    ),
    fig(`${prefix} sync at the start, after ${m.moves} moves`, 'bytes', 1, m.firstSync, m.lateSync),
    fig(`${prefix} sync trimmed, at the start, after ${m.moves} moves`, 'bytes', 1, m.trimmedFirstSync, m.trimmedLateSync),
  ];
}

const pct = (after: number, before: number) => `${Math.round((1 - after / before) * 100)} %`;

function markdown(results: Measured[], maxMoves: number): string {
  const rows = results.map(
    (m) =>
      `| ${m.game} | ${m.server} | ${m.moves} | ${median(m.updateBytes)} → ${median(m.trimmedUpdateBytes)} (−${pct(median(m.trimmedUpdateBytes), median(m.updateBytes))}) | ${Math.round(m.firstSync)} → ${Math.round(m.trimmedFirstSync)} (−${pct(m.trimmedFirstSync, m.firstSync)}) | ${m.lateSync} → ${m.trimmedLateSync} (−${pct(m.trimmedLateSync, m.lateSync)}) | ${Math.round(m.perSeatTotal)} → ${Math.round(m.trimmedPerSeatTotal)} |`,
  );
  return [
    '### Bytes on the wire per update and per sync',
    '',
    `One match of each game on each server, both seats connected through bare socket.io clients (websocket), moves chosen at random (seeded) among the seat's legal moves: Tic-Tac-Toe to its end, chess and Sixty-Six for ${maxMoves} moves (or to their end). Bytes are the frames as sent on the WebSocket (engine.io packet with the socket.io event: \`42/<game>,["update",matchID,state,log]\`; neither server compresses them). "Trimmed" is the same frame after \`src/transport/updatePayload.ts\` (state without \`_undo\`/\`_redo\`, which a game with undo off never reads; sync without \`initialState\`, read only by \`reset()\` and the debug panel; no log entries, update or sync, unless the game's board reads the log, which none does), computed from the captured frame. Sync at the start: the first sync of each seat; late sync: a fresh socket of seat 0 syncing after the last move (a reconnection), which carried the whole log before it was trimmed.`,
    '',
    '| game | server | moves | update, median bytes (before → trimmed) | first sync | late sync (whole log) | all frames a seat received in the match |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    "What the client never reads, from boardgame.io 0.50.2's client (src/client/client.ts, src/core/reducer.ts): `_undo` and `_redo` (always `[]` after the server's player view; read only by the UNDO/REDO reducers, which refuse first when undo is off), a sync's `initialState` (kept for `reset()` and the debug panel; Tabula's clients call neither, and stock sends it without the player view, so a card game dealt in its first phase shows every hand there) and the log entries (the client appends them to the `log` it hands the board, and no Tabula board reads it; a game whose board does declares `boardReadsLog` and is sent them, redacted per seat). Without the log a reconnection's sync is also answered from the server's copy of the match instead of reading every logged move. Not trimmed, because the client reads them: `G` and `ctx` (the board, and the flow for the client's own moves), `plugins` (the client's own moves), `_stateID`, `filteredMetadata` (players' names and presence). Most of an update is now the state itself; sending a patch instead (boardgame.io's `deltaState`, a game option) is what would cut the rest.",
  ].join('\n');
}

export default async function bench(): Promise<BenchOutput> {
  const maxMoves = Number(process.env.BENCH_WIRE_MOVES ?? 60);
  const seed = Number(process.env.BENCH_SEED ?? 17);
  const games = (await loadOnlineGames()).filter((g) => GAMES.includes(g.name!));
  const results: Measured[] = [];
  for (const start of [startTabula, startStock]) {
    const server: WireServer = await start(games);
    try {
      for (const name of GAMES) {
        const game = games.find((g) => g.name === name)!;
        results.push(measure(server.label, game, await recordMatch(server.url, server.secret, game, maxMoves, seed)));
      }
    } finally {
      await server.stop();
    }
  }
  return { figures: results.flatMap(figuresOf), markdown: markdown(results, maxMoves) };
}
