// What stepping back through a finished match costs (pnpm bench): a 200-move chess game, its
// positions replayed once from boardgame.io's log through the game's own reducer and checked
// against the final state (replayMatch), as the site does once when a game ends. Chess is the
// heaviest game that can be stepped through: every move checks legality and keeps the positions
// seen for repetition. The moves are random legal ones from a seeded stream.
import type { LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
// The chess rules, from their own folder (game-kit does not depend on any game).
import { game as chess } from '../../../games/chess/src/game';
import { replayMatch, seededRandom } from '../src';
import { type BenchFigure, measure } from '../src/testing';

const MOVES = 200;

interface PlayedMatch {
  log: LogEntry[];
  final: State;
}

/** A chess game of exactly MOVES random legal moves (the first seed whose game lasts that long). */
function playChess(): PlayedMatch {
  for (let seed = 1; ; seed += 1) {
    const random = seededRandom(seed);
    const reducer = CreateGameReducer({ game: chess });
    let state = InitializeGame({ game: chess, numPlayers: 2 }) as State;
    const log: LogEntry[] = [];
    for (let played = 0; played < MOVES && state.ctx.gameover === undefined; played += 1) {
      const seat = state.ctx.currentPlayer;
      const legal = chess.ai!.enumerate(state.G, state.ctx, seat) as { move: string; args: unknown[] }[];
      const { move, args } = legal[Math.floor(random() * legal.length)]!;
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID: seat } } as never) as State;
      log.push(...((state as State & { deltalog?: LogEntry[] }).deltalog ?? []));
    }
    if (state.ctx.turn === MOVES + 1) return { log, final: state };
  }
}

export default async function bench(): Promise<BenchFigure[]> {
  const { log, final } = playChess();
  const replay = () => replayMatch({ game: chess, numPlayers: 2, log, current: { G: final.G, ctx: final.ctx } });
  if (replay()?.positions.length !== MOVES + 1) throw new Error('the chess game did not replay to its final state');
  return [await measure(`replay of a ${MOVES}-move chess game, every position, checked against the final state`, 30, replay)];
}
