// Matches between computer players for the bench: every seat's points per deal, the placings, and
// duplicate pairs (the same deals with the players' seats swapped).
import { type Contender, playMatch, seededRandom } from '@tabula/game-kit';
import { game } from '../src/game';
import type { ZwanzigerrufenState } from '../src/types';

export interface MatchOutcome {
  /** Each deal's points per seat ('0'..'3'). */
  deals: Array<Record<string, number>>;
  placings: Record<string, number>;
  /** Reply times of every seat, in milliseconds. */
  replyMs: Record<string, number[]>;
}

/** One match of `deals` deals; `seed` fixes the cards and every player's random choices. */
export async function playDeals(seats: Contender[], seed: number, deals: number): Promise<MatchOutcome> {
  let rounds: ZwanzigerrufenState['rounds'] = [];
  const report = await playMatch({
    game,
    seats,
    random: seededRandom(seed),
    seed: `zwanzigerrufen-bench-${seed}`,
    setupData: { deals },
    maxMoves: 4000,
    onMove: (state) => {
      rounds = (state.G as ZwanzigerrufenState).rounds;
    },
  });
  return { deals: rounds.map((row) => row.points), placings: report.result?.placings ?? {}, replyMs: report.replyMs };
}

export interface Mean {
  mean: number;
  /** Standard error of the mean. */
  se: number;
  n: number;
}

export function meanOf(values: readonly number[]): Mean {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const variance = n > 1 ? values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return { mean, se: Math.sqrt(variance / Math.max(1, n)), n };
}

export const round2 = (x: number) => Math.round(100 * x) / 100;
export const showMean = (m: Mean) => `${round2(m.mean)} ± ${round2(m.se)}`;
