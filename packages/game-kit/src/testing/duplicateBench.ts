// Duplicate comparison of two computer players: every seeded match is played twice with the same
// deals, the players' seats swapped, so that the cards dealt cancel out of the difference.
import type { Game, PlayerID } from 'boardgame.io';
import { playMatch } from '../ai/arena';
import type { AiConfig } from '../contract';
import { seededRandom } from '../random';
import type { RoundScore } from '../rounds';

/** What differs from one game's duplicate bench to another's. */
export interface DuplicateGame<G> {
  game: Game<G>;
  numPlayers: number;
  setupData?: unknown;
  /** The player under test, its search reading time from `now`. */
  informed: (now: () => number) => AiConfig<any>;
  /** The player it is compared with, its search reading time from `now`. */
  baseline: (now: () => number) => AiConfig<any>;
  /** The first deal of the match that counts (e.g. not thrown in), once it is scored. */
  firstScoredDeal: (G: G) => RoundScore | undefined;
}

export interface DuplicateOptions {
  level: string;
  /** At most this many deals, each played twice. */
  matches: number;
  /** No deal is started after this many milliseconds. */
  budgetMs: number;
  /** What the search's clock moves each time it is read (see `iterationClock`). */
  iterationMs: number;
}

export interface DuplicateReport {
  /** Deals compared (each played twice). */
  deals: number;
  /** Per deal: the informed players' points minus the baseline players' on the same cards. */
  differences: number[];
  /** Deals the informed player scored more on, and fewer. */
  better: number;
  worse: number;
  /** Every reply time of the informed player, in milliseconds. */
  replyMs: number[];
  seconds: number;
}

/** Thrown from `onMove` to end a match once its first deal is scored. */
const DEAL_SCORED = new Error('deal scored');

/** The player, its reply times recorded. */
function timed(ai: AiConfig<any>, replies: number[]): AiConfig<any> {
  return {
    ...ai,
    chooseMove: async (request) => {
      const started = performance.now();
      const move = await ai.chooseMove(request);
      replies.push(performance.now() - started);
      return move;
    },
  };
}

/**
 * A clock that moves `step` ms each time it is read: the search reads it once per iteration, so a
 * time budget becomes a fixed number of iterations, the same for both players whatever the load.
 */
export function iterationClock(step: number): () => number {
  let time = 0;
  return () => {
    time += step;
    return time;
  };
}

/**
 * The points per seat of the match's first scored deal; the match is cut there, so that the bench's
 * time budget is checked deal by deal.
 */
async function dealPoints<G>(
  duplicateGame: DuplicateGame<G>,
  seats: AiConfig<any>[],
  level: string,
  match: number,
): Promise<Record<PlayerID, number>> {
  let scored: RoundScore | undefined;
  try {
    await playMatch({
      game: duplicateGame.game,
      seats: seats.map((ai) => ({ ai, level })),
      random: seededRandom(match + 1),
      seed: `duplicate-${match}`,
      setupData: duplicateGame.setupData,
      maxMoves: 2000,
      onMove: ({ G }) => {
        scored = duplicateGame.firstScoredDeal(G);
        if (scored) throw DEAL_SCORED;
      },
    });
  } catch (error) {
    if (error !== DEAL_SCORED) throw error;
  }
  if (!scored) throw new Error(`duplicate match ${match}: no deal scored`);
  const points = scored.points;
  return Object.fromEntries(seats.map((_, index) => [String(index), points[String(index)] ?? 0]));
}

/**
 * How much better `seat`'s side did with the informed player: its points when informed (`informedPlay`)
 * minus its points when not (`baselinePlay`), plus the other seats' points in the swapped play minus
 * theirs in the first.
 */
export function duplicateDifference(
  seat: PlayerID,
  informedPlay: Record<PlayerID, number>,
  baselinePlay: Record<PlayerID, number>,
): number {
  const others = Object.keys(informedPlay).filter((s) => s !== seat);
  return (
    (informedPlay[seat] ?? 0) -
    (baselinePlay[seat] ?? 0) +
    others.reduce((sum, s) => sum + (baselinePlay[s] ?? 0) - (informedPlay[s] ?? 0), 0)
  );
}

/**
 * `matches` seeded deals at `level`, each played twice: first the informed player in one seat (each
 * in turn) against baseline players, then on the same cards with the seats swapped; both search on
 * `iterationClock(iterationMs)`. Stops starting deals after `budgetMs` (the report says how many
 * deals were compared).
 */
export async function duplicateBench<G>(duplicateGame: DuplicateGame<G>, options: DuplicateOptions): Promise<DuplicateReport> {
  const { level, matches, budgetMs, iterationMs } = options;
  const seats = Array.from({ length: duplicateGame.numPlayers }, (_, index) => String(index));
  const informed = duplicateGame.informed(iterationClock(iterationMs));
  const baseline = duplicateGame.baseline(iterationClock(iterationMs));
  const started = performance.now();
  const report: DuplicateReport = { deals: 0, differences: [], better: 0, worse: 0, replyMs: [], seconds: 0 };
  for (let match = 0; match < matches && performance.now() - started < budgetMs; match += 1) {
    const seat = seats[match % seats.length]!;
    const informedPlay = await dealPoints(
      duplicateGame,
      seats.map((s) => (s === seat ? timed(informed, report.replyMs) : baseline)),
      level,
      match,
    );
    const baselinePlay = await dealPoints(
      duplicateGame,
      seats.map((s) => (s === seat ? baseline : timed(informed, report.replyMs))),
      level,
      match,
    );
    const difference = duplicateDifference(seat, informedPlay, baselinePlay);
    report.differences.push(difference);
    if (difference > 0) report.better += 1;
    if (difference < 0) report.worse += 1;
  }
  report.deals = report.differences.length;
  report.seconds = Math.round((performance.now() - started) / 1000);
  return report;
}

export const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** The standard error of the mean. */
export function standardError(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  const variance = values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance / values.length);
}
