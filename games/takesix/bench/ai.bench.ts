// Take 6!'s computer player (src/ai.ts): its reply time per level at 10 players (the largest table)
// and at 5, and the bullheads it takes per deal at each level against random players
// (node scripts/bench.mjs takesix).
import os from 'node:os';
import type { PlayerID } from 'boardgame.io';
import { playMatch, randomPlayer, seededRandom } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';

const LEVELS = ['easy', 'normal', 'hard'];
const POSITIONS = 40;
const MATCHES = 40;
const PLAYERS = 5;
const round2 = (value: number) => Math.round(100 * value) / 100;

const replyTimes = (level: string, numPlayers: number) =>
  aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers, seed: numPlayers });

/** Single deals, the level's seat going round the table, the other seats random: bullheads per deal, the level's and a random seat's. */
async function againstRandom(level: string): Promise<{ mine: number[]; theirs: number[]; first: number }> {
  const random = randomPlayer(game);
  const mine: number[] = [];
  const theirs: number[] = [];
  let first = 0;
  for (let match = 0; match < MATCHES; match += 1) {
    const seat: PlayerID = String(match % PLAYERS);
    const seats = Array.from({ length: PLAYERS }, (_, i) =>
      String(i) === seat ? { ai: aiConfig, level } : { ai: random, level: 'random' },
    );
    const report = await playMatch({
      game,
      seats,
      random: seededRandom(match + 1),
      seed: `bench-${match}`,
      setupData: { length: 'oneDeal' },
    });
    const scores = report.result?.scores ?? {};
    mine.push(scores[seat] ?? 0);
    const others = Object.entries(scores).filter(([other]) => other !== seat);
    theirs.push(others.reduce((sum, [, points]) => sum + points, 0) / others.length);
    if (report.result?.placings?.[seat] === 1) first += 1;
  }
  return { mine, theirs, first };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  const lines: string[] = [];
  for (const level of LEVELS) {
    for (const numPlayers of [10, 5])
      figures.push(summarize(`AI ${level} reply time, ${numPlayers} players`, 'ms', await replyTimes(level, numPlayers)));
    const { mine, theirs, first } = await againstRandom(level);
    const average = (values: number[]) => ({ runs: values.length, median: round2(mean(values)), p99: round2(mean(values)) });
    figures.push({
      name: `AI ${level} vs ${PLAYERS - 1} random: bullheads per deal, AI (mean)`,
      unit: 'bullheads',
      ...average(mine),
    });
    figures.push({
      name: `AI ${level} vs ${PLAYERS - 1} random: bullheads per deal, random seats (mean)`,
      unit: 'bullheads',
      ...average(theirs),
    });
    lines.push(
      `*${level}*: ${round2(mean(mine))} bullheads a deal against the random seats' ${round2(mean(theirs))}, fewest at the table in ${first} of ${MATCHES} deals.`,
    );
  }
  const markdown = `Take 6!'s computer player: *easy* picks at random (the reference's bot); *normal* and *hard* deal the
cards their seat has not seen to the other hands at random, many times, and pick the card with the fewest
expected bullheads this round (*hard* also assumes the others mostly play their safest card and weighs the
risk its remaining hand faces after the round). Every level takes the row with the fewest bullheads when its
card is lower than every row. ${MATCHES} single deals at ${PLAYERS} players, one computer seat against random players
(random cards, random rows): ${lines.join(' ')} Load average ${load} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
