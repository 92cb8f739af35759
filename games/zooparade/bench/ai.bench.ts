// Zoo Parade's computer players (src/ai.ts): reply time per level at 5 and 2 players, and the average
// score of a table made only of bots, with the convention and without (node scripts/bench.mjs zooparade).
import os from 'node:os';
import { playerViewFor, playMatch, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { type BenchFigure, type BenchOutput, summarize } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import type { ZooParadeView } from '../src/view';

const LEVELS = ['plain', 'convention'];
const POSITIONS = 60;
const MATCHES = 30;

async function replyTimes(level: string, numPlayers: number): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers, seed: numPlayers });
  for (const [index, { G, ctx }] of positions.entries()) {
    const seat = seatsThatMayAct(ctx)[0];
    if (seat === undefined || ctx.gameover !== undefined) continue;
    const view = playerViewFor(game, G, ctx, seat) as ZooParadeView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

/** The scores of whole tables of the level's bots. */
export async function tableScores(level: string, numPlayers: number, matches: number): Promise<number[]> {
  const scores: number[] = [];
  for (let match = 0; match < matches; match += 1) {
    const seats = Array.from({ length: numPlayers }, () => ({ ai: aiConfig, level }));
    const report = await playMatch({ game, seats, random: seededRandom(match + 1), seed: `bench-${numPlayers}-${match}` });
    scores.push(report.result?.scores?.['0'] ?? 0);
  }
  return scores;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round2 = (value: number) => Math.round(100 * value) / 100;

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  const lines: string[] = [];
  for (const level of LEVELS) {
    for (const numPlayers of [5, 2])
      figures.push(summarize(`AI ${level} reply time, ${numPlayers} players`, 'ms', await replyTimes(level, numPlayers)));
    for (const numPlayers of [2, 3, 4, 5]) {
      const scores = await tableScores(level, numPlayers, MATCHES);
      const average = round2(mean(scores));
      figures.push({
        name: `AI ${level}: table of ${numPlayers} bots, score (mean)`,
        unit: 'points',
        runs: scores.length,
        median: average,
        p99: average,
      });
      lines.push(`${level}, ${numPlayers} players: ${average} (${scores.filter((score) => score === 0).length} lost all lives)`);
    }
  }
  const markdown = `Zoo Parade's computer players, ${MATCHES} matches per table of bots (score 0-25, a strike-out counts its piles): ${lines.join('; ')}. Load average ${load} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
