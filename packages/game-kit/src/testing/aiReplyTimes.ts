// The reply time of a computer player from positions reached by seeded random play: the loop every
// game's AI bench timed for itself.
import type { Game, State } from 'boardgame.io';
import { randomPositions } from '../ai/arena';
import { playerViewFor } from '../ai/view';
import type { AiConfig } from '../contract';
import { seededRandom } from '../random';
import { seatsThatMayAct } from '../seatsThatMayAct';

export interface AiReplyTimesOptions<G> {
  game: Game<G>;
  ai: AiConfig<any>;
  level: string;
  /** Random positions drawn, as `randomPositions` takes them. */
  count: number;
  numPlayers?: number;
  seed?: number;
  /**
   * The game the positions are drawn with, when it is not `game` (e.g. `game` without its
   * `playerView`, for a random driver that needs every hand). The AI still gets `game`'s view.
   */
  positionsGame?: Game<G>;
  /** Positions left untimed (e.g. a round's end, where nobody thinks). */
  skip?: (position: State<G>) => boolean;
  /** The AI's random at the n-th position (from 0) is `seededRandom(firstRandomSeed + n)`; 1 unless given. */
  firstRandomSeed?: number;
}

/**
 * Milliseconds each reply took: one `ai.chooseMove` per drawn position where a seat may act, the
 * first such seat, given that seat's view (never the state).
 */
export async function aiReplyTimes<G>(options: AiReplyTimesOptions<G>): Promise<number[]> {
  const { game, ai, level, skip, firstRandomSeed = 1 } = options;
  const positions = randomPositions(options.positionsGame ?? game, {
    count: options.count,
    numPlayers: options.numPlayers,
    seed: options.seed,
  });
  const times: number[] = [];
  for (const [index, position] of positions.entries()) {
    const { G, ctx } = position;
    const seat = seatsThatMayAct(ctx)[0];
    if (seat === undefined || skip?.(position)) continue;
    const view = playerViewFor(game, G, ctx, seat);
    const started = performance.now();
    await ai.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(firstRandomSeed + index) });
    times.push(performance.now() - started);
  }
  return times;
}
