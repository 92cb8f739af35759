// Bombs & Bunnies' computer player (src/ai.ts): its reply time per level at 6 players (the largest
// table) and at 3, and how often it wins against random players (node scripts/bench.mjs bombsAndBunnies).
import os from 'node:os';
import type { PlayerID } from 'boardgame.io';
import { playerViewFor, playMatch, randomPlayer, randomPositions, seatsThatMayAct, seededRandom } from '@tabula/game-kit';
import { type BenchFigure, type BenchOutput, summarize } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import type { BombsAndBunniesView } from '../src/view';

const LEVELS = ['easy', 'normal'];
const POSITIONS = 200;
/** Matches per table size: enough for a standard error of about 3.5 points on a win share. */
const MATCHES = 200;

async function replyTimes(level: string, numPlayers: number): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers, seed: numPlayers });
  for (const [index, { G, ctx }] of positions.entries()) {
    const seat = seatsThatMayAct(ctx)[0];
    if (seat === undefined) continue;
    const view = playerViewFor(game, G, ctx, seat) as BombsAndBunniesView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level, random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

/** Matches of one level's seat (going round the table) against random players: how many it wins. */
async function winsAgainstRandom(level: string, numPlayers: number): Promise<number> {
  let won = 0;
  for (let match = 0; match < MATCHES; match += 1) {
    const seat: PlayerID = String(match % numPlayers);
    const seats = Array.from({ length: numPlayers }, (_, i) =>
      String(i) === seat ? { ai: aiConfig, level } : { ai: randomPlayer(game), level: 'random' },
    );
    const report = await playMatch({ game, seats, random: seededRandom(match + 1), seed: `bench-${match}` });
    if (report.result && 'winner' in report.result && report.result.winner === seat) won += 1;
  }
  return won;
}

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  const lines: string[] = [];
  for (const level of LEVELS) {
    for (const numPlayers of [6, 3])
      figures.push(summarize(`AI ${level} reply time, ${numPlayers} players`, 'ms', await replyTimes(level, numPlayers)));
    for (const numPlayers of [2, 3, 4]) {
      const won = await winsAgainstRandom(level, numPlayers);
      const share = Math.round((1000 * won) / MATCHES) / 10;
      // The standard error of a share of MATCHES independent matches.
      const error = Math.round(1000 * Math.sqrt(((won / MATCHES) * (1 - won / MATCHES)) / MATCHES)) / 10;
      figures.push({
        name: `AI ${level} vs ${numPlayers - 1} random: matches won`,
        unit: '%',
        runs: MATCHES,
        median: share,
        p99: share,
      });
      lines.push(
        `*${level}* won ${won} of ${MATCHES} matches at ${numPlayers} players: ${share}% ± ${Math.round(20 * error) / 10} (two standard errors; a fair share is ${Math.round(100 / numPlayers)}%).`,
      );
    }
  }
  const markdown = `Bombs & Bunnies' computer player: *easy* plays any legal move at random; *normal* bets what it can
reveal by its odds (the chance that the stacks it would flip hold no bomb, judged from counts, bets and the
cards flipped in earlier rounds) and, against two or more opponents, keeps its bomb down as a trap and bluffs.
${lines.join(' ')} Load average ${load} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
