// Doppelkopf's computer player (bidding and announcing by the hand, card play by information-set
// MCTS, src/ai.ts): its reply time; its points against three random players; and, at the default
// level, sampling hidden hands consistently with what was said and shown against sampling them at
// random, duplicate-style (same deals, sides swapped) (pnpm bench doppelkopf).
import os from 'node:os';
import { seededRandom, type AiConfig } from '@tabula/game-kit';
import { aiReplyTimes, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig, doppelkopfAi } from '../src/ai';
import { game } from '../src/game';
import { type BenchSeat, meanAndError, playRound, randomPlayer } from './rounds';

const POSITIONS = 30;
/** Rounds against random players: the computer's seat turns with the deal. */
const DEALS = { easy: 40, medium: 40 };
/** Deals played twice at the default level, the informed and the random-sampling players swapping seats. */
const DUPLICATE_DEALS = 5;

const round2 = (value: number) => Math.round(value * 100) / 100;

const replyTimes = (level: string) => aiReplyTimes({ game, ai: aiConfig, level, count: POSITIONS, numPlayers: 4, seed: 11 });

interface AgainstRandom {
  /** The computer's points, each round (a random player's expected points are 0: the seats are alike and the game zero-sum). */
  points: number[];
  replies: number[];
}

/** `deals` rounds with the computer at `level` in one seat (turning with the deal) and random players in the others. */
async function againstRandom(level: string, deals: number): Promise<AgainstRandom> {
  const result: AgainstRandom = { points: [], replies: [] };
  for (let deal = 0; deal < deals; deal += 1) {
    const seat = deal % 4;
    const seats = [0, 1, 2, 3].map(
      (i): BenchSeat =>
        i === seat
          ? { ai: aiConfig as AiConfig<unknown>, level }
          : { ai: randomPlayer(seededRandom(1000 * (deal + 1) + i)), level: 'random' },
    );
    const played = await playRound(seats, `random-${deal}`, deal + 1);
    result.points.push(played.points[String(seat)] ?? 0);
    result.replies.push(...played.replyMs[String(seat)]!);
  }
  return result;
}

/**
 * Each deal twice at `level`: the informed players at seats 0 and 2 and the random-sampling ones at
 * 1 and 3, then swapped. The informed players' points per seat and round, and its standard error
 * over the deals (the deal's luck cancels out).
 */
async function duplicate(level: string, deals: number): Promise<number[]> {
  const informed: BenchSeat = { ai: aiConfig as AiConfig<unknown>, level };
  const blind: BenchSeat = { ai: doppelkopfAi('random') as AiConfig<unknown>, level };
  const perDeal: number[] = [];
  for (let deal = 0; deal < deals; deal += 1) {
    const even = await playRound([informed, blind, informed, blind], `duplicate-${deal}`, deal + 1);
    const odd = await playRound([blind, informed, blind, informed], `duplicate-${deal}`, deal + 1);
    const total = (even.points['0'] ?? 0) + (even.points['2'] ?? 0) + (odd.points['1'] ?? 0) + (odd.points['3'] ?? 0);
    perDeal.push(total / 4);
  }
  return perDeal;
}

const figure = (name: string, unit: string, runs: number, value: number): BenchFigure => ({
  name,
  unit,
  runs,
  median: round2(value),
  p99: round2(value),
});

function againstRandomFigures(level: string, s: AgainstRandom): BenchFigure[] {
  const points = meanAndError(s.points);
  const n = s.points.length;
  return [
    figure(`AI ${level} vs 3 random players: points per round`, 'points', n, points.mean),
    figure(`AI ${level} vs 3 random players: points per round, standard error`, 'points', n, points.error),
  ];
}

const describe = (s: { mean: number; error: number }) => `${round2(s.mean)} ± ${round2(s.error)}`;

export default async function bench(): Promise<BenchOutput> {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const started = performance.now();
  const medium = await replyTimes('medium');
  const easy = await againstRandom('easy', DEALS.easy);
  const mediumRandom = await againstRandom('medium', DEALS.medium);
  const informed = meanAndError(await duplicate('medium', DUPLICATE_DEALS));
  const minutes = round2((performance.now() - started) / 60_000);
  const figures: BenchFigure[] = [
    summarize('AI medium (default) reply time, random positions', 'ms', medium),
    summarize('AI medium reply time (in the rounds against random players)', 'ms', mediumRandom.replies),
    summarize('AI easy reply time (in the rounds against random players)', 'ms', easy.replies),
    ...againstRandomFigures('easy', easy),
    ...againstRandomFigures('medium', mediumRandom),
    figure(
      'AI medium informed vs random-sampling (duplicate): points per seat and round',
      'points',
      DUPLICATE_DEALS,
      informed.mean,
    ),
    figure('AI medium informed vs random-sampling (duplicate): standard error', 'points', DUPLICATE_DEALS, informed.error),
  ];
  const markdown = `Doppelkopf's computer player bids and announces by its hand's worth (src/handValue.ts, src/ai.ts) and plays
its cards by game-kit's search player over the few cards a player would consider (src/sensibleCards.ts) and a
determinizer (src/determinize.ts). Against three random players (random legal moves, announcements and reservations
included), one round per deal, the computer's seat turning (a random player would average 0): *easy* scored
${describe(meanAndError(easy.points))} points per round (mean ± standard error, ${DEALS.easy} rounds); *medium*, the
default, ${describe(meanAndError(mediumRandom.points))} (${DEALS.medium} rounds). Duplicate at *medium* (${DUPLICATE_DEALS} deals
each played twice, the informed players at seats 0 and 2 then 1 and 3, against copies sampling the hidden hands at
random): the informed players scored ${describe(informed)} points per seat and round. Run time ${minutes} min; load
average ${loadBefore} when the run started (a shared, busy machine: the search is bounded by time, so a loaded machine
plays weaker).`;
  return { figures, markdown };
}
