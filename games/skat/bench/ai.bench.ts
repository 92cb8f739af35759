// Skat's AI (information-set MCTS over determinized deals): its win rate against random players, its
// reply time at the default level, and the sampling that reads the bidding against random-hand
// sampling, duplicate style (pnpm bench skat).
import os from 'node:os';
import { playMatch, randomPlayer, seededRandom, winnersOf } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import { mean, standardError } from '@tabula/game-kit/testing';
import { duplicate } from './duplicate';

const MATCHES = 6;
const DEALS = 3;
/** The duplicate comparison: at most this many deals, each played twice, within the minutes given. */
const DUPLICATE_MATCHES = 200;
const DUPLICATE_MINUTES = Number(process.env.SKAT_DUPLICATE_MINUTES ?? 5.5);
/**
 * The duplicate's search budgets are counted in iterations, this many ms each (about this machine's
 * speed at the medium level, unloaded), so that both players search alike whatever the load.
 */
const ITERATION_MS = 10;
const round1 = (value: number) => Math.round(10 * value) / 10;
// Positions are drawn from the full state (the random driver needs every hand); the AI is given its seat's view.
const driver = { ...game, playerView: undefined };

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const random = randomPlayer(game);
  let wins = 0;
  const replyMs: number[] = [];
  for (let match = 0; match < MATCHES; match += 1) {
    const seat = String(match % 3);
    const seats = ['0', '1', '2'].map((s) => (s === seat ? { ai: aiConfig, level: 'easy' } : { ai: random, level: 'random' }));
    const report = await playMatch({
      game,
      seats,
      random: seededRandom(match + 1),
      seed: `skat-${match}`,
      setupData: { deals: DEALS },
    });
    replyMs.push(...(report.replyMs[seat] ?? []));
    if (report.result && winnersOf(report.result).includes(seat)) wins += 1;
  }
  const times = await aiReplyTimes({
    game,
    ai: aiConfig,
    level: aiConfig.defaultLevel,
    count: 20,
    numPlayers: 3,
    seed: 9,
    positionsGame: driver,
    skip: ({ G }) => G.stage === 'roundEnd',
    firstRandomSeed: 0,
  });
  const level = aiConfig.defaultLevel;
  const compared = await duplicate(level, DUPLICATE_MATCHES, DUPLICATE_MINUTES * 60_000, ITERATION_MS);
  const difference = round1(mean(compared.differences));
  const error = round1(standardError(compared.differences));
  const rate = Math.round((1000 * wins) / MATCHES) / 10;
  const figures: BenchFigure[] = [
    { name: 'AI easy vs two random players: matches won', unit: '%', runs: MATCHES, median: rate, p99: rate },
    summarize('AI easy reply time (in those matches)', 'ms', replyMs),
    summarize(`AI ${aiConfig.defaultLevel} (default) reply time, random positions`, 'ms', times),
    {
      name: `AI ${level} reading the bidding vs sampling hands at random, duplicate: points per deal gained (standard error ${error})`,
      unit: 'points',
      runs: compared.deals,
      median: difference,
      p99: difference,
    },
    summarize(`AI ${level} reply time (in the duplicate deals, reading the bidding)`, 'ms', compared.replyMs),
  ];
  const markdown = `Skat's AI bids by its hand's worth (the value of the best game a player's rule of thumb says it
can win: five trumps and two side aces, six and one, ...) and plays by game-kit's search player with
a determinizer: each iteration deals the unseen cards consistently with the seat's view (counts,
cards played, suits shown out of) and plays the deal out.
Against two random players (${MATCHES} matches of ${DEALS} deals, the AI in each seat in turn) *easy* won ${wins}.
Duplicate comparison at *${level}* (its time budget counted as one iteration per ${ITERATION_MS} ms): ${compared.deals} played deals (passed-in ones left out), each played twice on the same
cards, first the bot that reads the bidding in one seat against two that sample hands at random (hand sizes, cards played and
shown voids only), then the seats swapped; the reading side's points minus the random side's on the same cards, per deal:
${difference} ± ${error} (standard error), better on ${compared.better} deals, worse on ${compared.worse}, ${compared.seconds} s.
Load average ${loadBefore} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
