// Duplicate comparison of two computer players: every seeded match is played twice with the same
// deals, the players' seats swapped, so that the cards dealt cancel out of the difference.
import { playMatch, seededRandom, type AiConfig } from '@tabula/game-kit';
import type { RoundScore } from '@tabula/game-kit';
import { schafkopfAi } from '../src/ai';
import { game } from '../src/game';
import type { SchafkopfState } from '../src/types';

const SEATS = ['0', '1', '2', '3'];

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

/** Each played deal's points per seat, as the score sheet has them (a thrown-in deal writes no row). */
async function dealPoints(
  seats: AiConfig<unknown>[],
  level: string,
  match: number,
  deals: number,
  replies: number[],
  informedSeats: string[],
) {
  let rounds: RoundScore[] = [];
  const report = await playMatch({
    game,
    seats: seats.map((ai) => ({ ai, level })),
    random: seededRandom(match + 1),
    seed: `duplicate-${match}`,
    setupData: { deals },
    maxMoves: 4000,
    onMove: ({ G }) => {
      rounds = (G as SchafkopfState).rounds;
    },
  });
  for (const seat of informedSeats) replies.push(...(report.replyMs[seat] ?? []));
  return rounds
    .filter((round) => round.declarer !== undefined)
    .map((round) => Object.fromEntries(SEATS.map((seat) => [seat, round.points[seat] ?? 0])));
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
 * `matches` matches of `deals` deals at `level`: in the first play the informed bot holds one seat
 * (each in turn), its search budget counted on `iterationClock(iterationMs)`, against three random-hand bots; in the second the same deals with the seats swapped.
 * Stops starting matches after `budgetMs` (the figures say how many deals were compared).
 */
export async function duplicate(
  level: string,
  matches: number,
  deals: number,
  budgetMs: number,
  iterationMs: number,
): Promise<DuplicateReport> {
  const informed = schafkopfAi('informed', iterationClock(iterationMs)) as AiConfig<unknown>;
  const random = schafkopfAi('random', iterationClock(iterationMs)) as AiConfig<unknown>;
  const started = performance.now();
  const report: DuplicateReport = { deals: 0, differences: [], better: 0, worse: 0, replyMs: [], seconds: 0 };
  for (let match = 0; match < matches && performance.now() - started < budgetMs; match += 1) {
    const seat = SEATS[match % 4]!;
    const others = SEATS.filter((s) => s !== seat);
    const first = await dealPoints(
      SEATS.map((s) => (s === seat ? informed : random)),
      level,
      match,
      deals,
      report.replyMs,
      [seat],
    );
    const second = await dealPoints(
      SEATS.map((s) => (s === seat ? random : informed)),
      level,
      match,
      deals,
      report.replyMs,
      others,
    );
    for (let deal = 0; deal < Math.min(first.length, second.length); deal += 1) {
      const a = first[deal]!;
      const b = second[deal]!;
      const difference = a[seat]! - b[seat]! + others.reduce((sum, s) => sum + b[s]! - a[s]!, 0);
      report.differences.push(difference);
      if (difference > 0) report.better += 1;
      if (difference < 0) report.worse += 1;
    }
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
