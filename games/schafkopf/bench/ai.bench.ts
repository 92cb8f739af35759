// Schafkopf's AI (bidding by the hand, play by information-set MCTS, src/ai.ts): its reply time per
// level from positions of real deals, how it does against random players, and the sampling that
// reads the bidding against random-hand sampling, duplicate style (pnpm bench schafkopf).
import os from 'node:os';
import { playMatch, randomPlayer, seededRandom } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { playAllComputer, type TableReport } from './allComputer';
import { game } from '../src/game';
import { mean, standardError } from '@tabula/game-kit/testing';
import { duplicate } from './duplicate';

const MATCHES = 12;
/** Computer at every seat: matches of deals, per table size. */
const TABLE_MATCHES = 4;
const TABLE_DEALS = 4;
const DEALS = 4;
const POSITIONS = 40;
/** The duplicate comparison: at most this many deals, each played twice, within the minutes given. */
const DUPLICATE_MATCHES = 200;
const DUPLICATE_MINUTES = Number(process.env.SCHAFKOPF_DUPLICATE_MINUTES ?? 3.5);
/**
 * The duplicate's search budgets are counted in iterations, this many ms each (about this machine's
 * speed at the medium level, unloaded), so that both players search alike whatever the load.
 */
const ITERATION_MS = 15;
const round1 = (value: number) => Math.round(10 * value) / 10;

const perDeal = (points: number) => Math.round((100 * points) / (MATCHES * DEALS)) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

const replyTimes = (level: string) => aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers: 4, seed: 11 });

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const random = randomPlayer(game);
  let wins = 0;
  let aiPoints = 0;
  let randomPoints = 0;
  const replies: number[] = [];
  for (let match = 0; match < MATCHES; match += 1) {
    const seat = String(match % 4);
    const seats = Array.from({ length: 4 }, (_, i) =>
      String(i) === seat ? { ai: aiConfig, level: 'easy' } : { ai: random, level: 'random' },
    );
    const report = await playMatch({
      game,
      seats,
      random: seededRandom(match + 1),
      seed: `bench-${match}`,
      setupData: { deals: DEALS },
      maxMoves: 3000,
    });
    const scores = report.result?.scores ?? {};
    if (report.result?.placings?.[seat] === 1) wins += 1;
    aiPoints += scores[seat] ?? 0;
    randomPoints +=
      Object.entries(scores)
        .filter(([s]) => s !== seat)
        .reduce((sum, [, points]) => sum + points, 0) / 3;
    replies.push(...(report.replyMs[seat] ?? []));
  }
  const medium = await replyTimes('medium');
  const level = aiConfig.defaultLevel;
  const compared = await duplicate(level, DUPLICATE_MATCHES, DUPLICATE_MINUTES * 60_000, ITERATION_MS);
  const difference = round1(mean(compared.differences));
  const error = round1(standardError(compared.differences));
  const tables: Array<[number, TableReport]> = [];
  for (const numPlayers of [4, 3])
    tables.push([numPlayers, await playAllComputer(numPlayers, TABLE_MATCHES, TABLE_DEALS, 'easy')]);
  const figures: BenchFigure[] = [
    {
      name: 'AI easy vs 3 random: first place (ties included)',
      unit: '%',
      runs: MATCHES,
      median: percent(wins, MATCHES),
      p99: percent(wins, MATCHES),
    },
    {
      name: 'AI easy vs 3 random: points per deal, AI',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(aiPoints),
      p99: perDeal(aiPoints),
    },
    {
      name: 'AI easy vs 3 random: points per deal, random',
      unit: 'points',
      runs: MATCHES,
      median: perDeal(randomPoints),
      p99: perDeal(randomPoints),
    },
    summarize('AI easy reply time (in those matches)', 'ms', replies),
    summarize('AI medium (default) reply time, random positions', 'ms', medium),
    ...tables.flatMap(([numPlayers, table]) => tableFigures(numPlayers, table)),
    {
      name: `AI ${level} reading the bidding vs sampling hands at random, duplicate: points per deal gained (standard error ${error})`,
      unit: 'points',
      runs: compared.deals,
      median: difference,
      p99: difference,
    },
    summarize(`AI ${level} reply time (in the duplicate deals, reading the bidding)`, 'ms', compared.replyMs),
  ];
  const markdown = `Schafkopf's AI bids, declares (called ace, Solo suit, Tout) and answers Contra and Re by its
hand's worth (rules of thumb, src/handValue.ts), and plays its cards by game-kit's search player with a
determinizer (information-set MCTS): every iteration deals the unseen cards at random, consistent with
hand sizes, cards played, suits a seat showed out of and where the called ace can be, and plays the deal
out. In ${MATCHES} matches of ${DEALS} deals
against three random players *easy* took first place ${wins} times (${percent(wins, MATCHES)}%; a random seat's
share would be 25%), scoring ${(aiPoints / (MATCHES * DEALS)).toFixed(2)} per deal against the random players'
${(randomPoints / (MATCHES * DEALS)).toFixed(2)}. ${tables.map(([numPlayers, table]) => tableSentence(numPlayers, table)).join(' ')}
Duplicate comparison at *${level}* (its time budget counted as one iteration per ${ITERATION_MS} ms): ${compared.deals} deals, each played twice on the same cards, first the bot that reads
the bidding in one seat against three that sample hands at random (hand sizes, cards played, shown voids and where the called
ace can be), then the seats swapped; the reading side's points minus the random side's on the same cards, per deal:
${difference} ± ${error} (standard error), better on ${compared.better} deals, worse on ${compared.worse}, ${compared.seconds} s.
Load average ${loadBefore} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}

function tableFigures(numPlayers: number, table: TableReport): BenchFigure[] {
  const named = Object.values(table.contracts).reduce((sum, kind) => sum + kind.named, 0);
  const won = Object.values(table.contracts).reduce((sum, kind) => sum + kind.won, 0);
  const figure = (name: string, value: number): BenchFigure => ({
    name: `${numPlayers} computers (easy): ${name}`,
    unit: '%',
    runs: table.dealsPlayed,
    median: value,
    p99: value,
  });
  return [
    figure('deals thrown in, per deal played', percent(table.thrownIn, table.dealsPlayed)),
    figure('contracts won by the taker', percent(won, named)),
    figure('deals with Contra', percent(table.contra.said, table.dealsPlayed)),
    figure('deals with Contra won by the taker', percent(table.contra.takerWon, table.contra.said)),
  ];
}

function tableSentence(numPlayers: number, table: TableReport): string {
  const kinds = Object.entries(table.contracts)
    .map(([kind, { named, won }]) => `${kind} ${named} (won ${won})`)
    .join(', ');
  return `With the computer (easy) at all ${numPlayers} seats, ${table.dealsPlayed} deals were played and ${table.thrownIn} thrown in; contracts named: ${kinds}; Contra in ${table.contra.said} deals, ${table.contra.takerWon} of them won by the taker.`;
}
