// Duplicate comparison of two computer players: every seeded match is played twice with the same
// deals, the players' seats swapped, so that the cards dealt cancel out of the difference.
import { playMatch, seededRandom, type AiConfig } from '@tabula/game-kit';
import type { RoundScore } from '@tabula/game-kit';
import { skatAi } from '../src/ai';
import { game } from '../src/game';
import type { SkatState } from '../src/types';

const SEATS = ['0', '1', '2'];

export interface DuplicateReport {
  /** Deals compared (each played twice). */
  deals: number;
  /** Per deal: the informed players' points minus the random-hand players' on the same cards. */
  differences: number[];
  /** Deals the informed sampling scored more on, and fewer. */
  better: number;
  worse: number;
  /** Every reply time of the informed player at the searched stages, in milliseconds. */
  replyMs: number[];
  seconds: number;
}

/** Thrown from `onMove` to end a match once its first deal is scored. */
const DEAL_SCORED = new Error('deal scored');

/** The player, its reply times recorded. */
function timed(ai: AiConfig<unknown>, replies: number[]): AiConfig<unknown> {
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
 * The points per seat of the match's first played deal (a deal everyone passed is the same in both plays and is passed over); the
 * match is cut there, so that the bench's time budget is checked deal by deal.
 */
async function dealPoints(seats: AiConfig<unknown>[], level: string, match: number): Promise<Record<string, number>> {
  let scored: RoundScore | undefined;
  try {
    await playMatch({
      game,
      seats: seats.map((ai) => ({ ai, level })),
      random: seededRandom(match + 1),
      seed: `duplicate-${match}`,
      setupData: { deals: 3 },
      maxMoves: 2000,
      onMove: ({ G }) => {
        scored = (G as SkatState).rounds.filter((round) => round.declarer !== undefined)[0];
        if (scored) throw DEAL_SCORED;
      },
    });
  } catch (error) {
    if (error !== DEAL_SCORED) throw error;
  }
  if (!scored) throw new Error(`duplicate match ${match}: no deal scored`);
  return Object.fromEntries(SEATS.map((seat) => [seat, scored!.points[seat] ?? 0]));
}

/**
 * A clock that moves `step` ms each time it is read: the search reads it once per iteration, so a
 * time budget becomes a fixed number of iterations, the same for both players whatever the load.
 */
function iterationClock(step: number): () => number {
  let time = 0;
  return () => {
    time += step;
    return time;
  };
}

/**
 * `matches` seeded deals at `level`, each played twice: first the informed bot in one seat (each in
 * turn) against two random-hand bots, then on the same cards with the seats swapped; both search
 * on `iterationClock(iterationMs)`.
 * Stops starting deals after `budgetMs` (the figures say how many deals were compared).
 */
export async function duplicate(level: string, matches: number, budgetMs: number, iterationMs: number): Promise<DuplicateReport> {
  const informed = skatAi('informed', iterationClock(iterationMs)) as AiConfig<unknown>;
  const random = skatAi('random', iterationClock(iterationMs)) as AiConfig<unknown>;
  const started = performance.now();
  const report: DuplicateReport = { deals: 0, differences: [], better: 0, worse: 0, replyMs: [], seconds: 0 };
  for (let match = 0; match < matches && performance.now() - started < budgetMs; match += 1) {
    const seat = SEATS[match % 3]!;
    const others = SEATS.filter((s) => s !== seat);
    const a = await dealPoints(
      SEATS.map((s) => (s === seat ? timed(informed, report.replyMs) : random)),
      level,
      match,
    );
    const b = await dealPoints(
      SEATS.map((s) => (s === seat ? random : timed(informed, report.replyMs))),
      level,
      match,
    );
    const difference = a[seat]! - b[seat]! + others.reduce((sum, s) => sum + b[s]! - a[s]!, 0);
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
