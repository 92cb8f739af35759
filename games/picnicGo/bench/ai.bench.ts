// Picnic Go's computer player (src/ai.ts): its reply time per level at 5 players and at 2, and its
// score per match at each level against random players (node scripts/bench.mjs picnicGo).
import os from 'node:os';
import type { PlayerID } from 'boardgame.io';
import { playMatch, randomPlayer, seededRandom } from '@tabula/game-kit';
import { aiReplyTimes, type BenchFigure, type BenchOutput, summarize } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';

const LEVELS = ['easy', 'normal'];
const POSITIONS = 40;
const MATCHES = 30;
const PLAYERS = 4;
const round2 = (value: number) => Math.round(100 * value) / 100;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const replyTimes = (level: string, numPlayers: number) =>
  aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers, seed: numPlayers });

/** Whole matches, the level's seat going round the table, the other seats random: points per match. */
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
    const report = await playMatch({ game, seats, random: seededRandom(match + 1), seed: `bench-${match}` });
    const scores = report.result?.scores ?? {};
    mine.push(scores[seat] ?? 0);
    const others = Object.entries(scores).filter(([other]) => other !== seat);
    theirs.push(others.reduce((sum, [, points]) => sum + points, 0) / others.length);
    if (report.result?.placings?.[seat] === 1) first += 1;
  }
  return { mine, theirs, first };
}

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  const lines: string[] = [];
  for (const level of LEVELS) {
    for (const numPlayers of [5, 2])
      figures.push(summarize(`AI ${level} reply time, ${numPlayers} players`, 'ms', await replyTimes(level, numPlayers)));
    const { mine, theirs, first } = await againstRandom(level);
    const average = (values: number[]) => ({ runs: values.length, median: round2(mean(values)), p99: round2(mean(values)) });
    figures.push({ name: `AI ${level} vs ${PLAYERS - 1} random: points per match, AI (mean)`, unit: 'points', ...average(mine) });
    figures.push({
      name: `AI ${level} vs ${PLAYERS - 1} random: points per match, random seats (mean)`,
      unit: 'points',
      ...average(theirs),
    });
    lines.push(
      `*${level}*: ${round2(mean(mine))} points a match against the random seats' ${round2(mean(theirs))}, first in ${first} of ${MATCHES} matches.`,
    );
  }
  const markdown = `Picnic Go's computer player: *easy* picks at random among the legal picks; *normal* drafts by expected
points (src/expectedPoints.ts: points scored at once, sets it can still complete weighed by the chance of
the cards to come, mayo before a sandwich, chips and cupcake majorities, the fork). ${MATCHES} whole matches at
${PLAYERS} players, one computer seat against random players: ${lines.join(' ')} Load average ${load} when the run
started (a shared, busy machine).`;
  return { figures, markdown };
}
